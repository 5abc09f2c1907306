import { z } from 'zod';
import type { PauseEndResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { pauseEnd } from '@/server/services/plans/sip-cancellation';

const query = z.object({ start: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/), count: z.enum(['3', '6']) });

/** GET ?f=…&start=DD/MM/YYYY&count=3|6: the pause's end date as the registrar's calculator gives it. */
export const GET = withSession({ needs: 'initiate', query, investor: 'flow' }, async ({ query: q }, auth): Promise<PauseEndResponse> => {
  return { endDate: await pauseEnd(auth, q.start, q.count) };
});
