import { z } from 'zod';
import type { HistoryResponse } from '@/lib/api/reports';
import { PAN_MESSAGE, PAN_PATTERN } from '@/lib/rules/pan';
import { withSession } from '@/server/http/handler';
import { getTransactionHistory } from '@/server/services/reports/reports';

// The registrar answers for the caller's book only (another book's PAN is its refusal, as before).
const body = z.object({ pan: z.string().trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE) });

/** POST { pan }: every transaction of one investor of the distributor's book in the fund, newest first. */
export const POST = withSession({ needs: 'read', body }, async ({ body: { pan } }, auth): Promise<HistoryResponse> => ({
  rows: await getTransactionHistory(auth, pan),
}));
