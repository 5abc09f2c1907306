import { z } from 'zod';
import type { PauseEndResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { pauseEnd } from '@/server/services/sip-cancellation';
import { requireFlowPan } from '@/server/services/transaction-flow';

const query = z.object({ f: z.string().max(2000).optional(), start: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/), count: z.enum(['3', '6']) });

/** GET ?f=…&start=DD/MM/YYYY&count=3|6: the pause's end date as the registrar's calculator gives it. */
export const GET = withSession({ query }, async ({ query: q }, auth): Promise<PauseEndResponse> => {
  await requireFlowPan(q.f, auth.session.userId);
  return { endDate: await pauseEnd(auth, q.start, q.count) };
});
