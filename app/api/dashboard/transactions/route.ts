import { z } from 'zod';
import type { TransactionListResponse } from '@/lib/api/dashboard-lists';
import { withSession } from '@/server/http/handler';
import { listTransactions } from '@/server/services/tracker/transaction-summary';

const query = z.object({ state: z.enum(['P', 'A', 'E'], { message: 'Choose a tab: P, A or E.' }) });

/** GET ?state=P|A|E: the distributor's transactions in that authorisation state. */
export const GET = withSession({ needs: 'read', query }, async ({ query: { state } }, auth): Promise<TransactionListResponse> => {
  return { rows: await listTransactions(auth, state) };
});
