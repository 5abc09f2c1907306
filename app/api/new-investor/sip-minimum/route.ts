import { z } from 'zod';
import type { SipMinimumResponse } from '@/lib/api/new-investor';
import { withSession } from '@/server/http/handler';
import { sipMinimum } from '@/server/services/onboarding/new-investor-scheme';

const query = z.object({ scheme: z.string().trim().regex(/^\d{1,5}~[A-Z0-9]{1,10}~[A-Z0-9]{1,5}~[A-Z0-9]{1,5}$/), frequency: z.string().trim().regex(/^[A-Z]{1,2}$/) });

/** GET ?scheme=…&frequency=…: the iSIP's minimum instalment and multiple (getMinimumAmount); null when none. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<SipMinimumResponse> => ({ rule: await sipMinimum(auth, q.scheme, q.frequency) }));
