import { z } from 'zod';
import { defineEndpoint, table, wireString } from '../endpoint';

// The NFO link: a link the investor opens to invest in a new fund offer, tagged with the distributor's
// ARN, sub ARN, sub broker and EUIN (seed 002 sections 3 and 7, "NFO and links").

export const sendNfoLink = defineEndpoint({
  name: 'sendNfoLink',
  path: '/SendNFOLink',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered as the first, sending nothing. */
    RequestRef: z.string().max(40).optional(),
    euincode: z.string(),
    /** Y when the EUIN is declared left blank, N with an EUIN. */
    euinflag: z.enum(['Y', 'N']),
    fund: wireString,
    customfund: wireString,
    scheme: z.string().min(1),
    userid: z.string().min(1),
    invdistflag: z.literal('M'),
    arncode: z.string().min(1),
    subarn: z.string(),
    subbroker: z.string(),
  }),
  answer: z.object({ DtData: table(z.object({ refno: z.string(), nfo_link: z.string(), Scheme: z.string() })) }),
});
