import { z } from 'zod';
import { defineEndpoint, table } from '../endpoint';
import { transactionStatuses } from './lifecycle';
import { bookWorklist } from './worklist';

// A short-lived, read-only token for one ARN, for work the portal does when nobody is signed in (the
// morning digest). No seed names such a call, so this is this project's own path
// (docs/upstream-protocol.md, "Service tokens"). The portal proves itself with its service key inside
// the sealed request (the channel's secret alone is what every caller of the API holds); the registrar
// answers the ARN's user and e-mail on record with the token, and honours the token only on the reads
// listed here.

export const serviceToken = defineEndpoint({
  name: 'serviceToken',
  path: '/GetServiceToken',
  method: 'POST',
  auth: false,
  params: z.object({ ServiceKey: z.string().min(1).max(200), Arn: z.string().min(1).max(20), Fund: z.string().min(1).max(10) }),
  answer: z.object({
    DtData: table(
      z.object({
        token: z.string().min(1),
        UserId: z.string(),
        /** Where the ARN's own mail goes; '' when the registrar has none. */
        Email: z.string(),
        /** ISO 8601 on the registrar's clock. */
        ExpiresAt: z.string(),
      }),
    ),
  }),
});

/** The only paths a service token opens: the book-wide read and the states of the links it lists. */
export const SERVICE_TOKEN_PATHS: readonly string[] = [bookWorklist.path, transactionStatuses.path];
