import { z } from 'zod';
import type { PauseDatesResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { pauseStartDates } from '@/server/services/plans/sip-cancellation';

const query = z.object({ ihno: z.string().regex(/^\d{1,12}$/) });

/** GET ?f=…&ihno=…: the days the investor's SIP may start its pause on. */
export const GET = withSession({ needs: 'initiate', query, investor: 'flow' }, async ({ query: q }, auth): Promise<PauseDatesResponse> => {
  return { dates: await pauseStartDates(auth, q.ihno) };
});
