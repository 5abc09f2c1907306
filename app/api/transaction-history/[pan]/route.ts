import { z } from 'zod';
import type { HistoryResponse } from '@/lib/api/reports';
import { PAN_MESSAGE, PAN_PATTERN } from '@/lib/rules/pan';
import { withSession } from '@/server/http/handler';
import { getTransactionHistory } from '@/server/services/reports';

const params = z.object({ pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE) });

/** GET: every transaction of one investor of the distributor's book in the fund, newest first. */
export const GET = withSession({ params }, async ({ params: { pan } }, auth): Promise<HistoryResponse> => ({
  rows: await getTransactionHistory(auth, pan),
}));
