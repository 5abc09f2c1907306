import { z } from 'zod';
import { withSession } from '@/server/http/handler';
import { listTransactions, type TransactionRow } from '@/server/services/transaction-summary';

export type TransactionListResponse = { rows: TransactionRow[] };

const query = z.object({ state: z.enum(['P', 'A', 'E'], { message: 'Choose a tab: P, A or E.' }) });

/** GET ?state=P|A|E: the distributor's transactions in that authorisation state. */
export const GET = withSession(async (req, auth): Promise<TransactionListResponse> => {
  const { state } = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  return { rows: await listTransactions(auth, state) };
});
