import { z } from 'zod';
import type { SipOptionsResponse } from '@/lib/api/sip';
import { withSession } from '@/server/http/handler';
import { sipOptions } from '@/server/services/sip/sip-lists';

const query = z.object({ scheme: z.string().trim().regex(/^[^~]{1,10}~[^~]{1,10}~[^~]{1,10}~[^~]{1,10}$/) });

/** GET ?scheme=fund~scheme~plan~option: the scheme's SIP frequencies with their minimums and days. */
export const GET = withSession({ needs: 'initiate', query }, async ({ query: q }, auth): Promise<SipOptionsResponse> => ({
  frequencies: await sipOptions(auth, q.scheme),
}));
