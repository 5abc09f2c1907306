import { z } from 'zod';
import type { PauseDatesResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { pauseStartDates } from '@/server/services/sip-cancellation';
import { requireFlowPan } from '@/server/services/transaction-flow';

const query = z.object({ f: z.string().max(2000).optional(), ihno: z.string().regex(/^\d{1,12}$/) });

/** GET ?f=…&ihno=…: the days the investor's SIP may start its pause on. */
export const GET = withSession({ query }, async ({ query: q }, auth): Promise<PauseDatesResponse> => {
  await requireFlowPan(q.f, auth.session.userId);
  return { dates: await pauseStartDates(auth, q.ihno) };
});
