import { CLEARED_BY_TYPES_PAGE } from '@/lib/transactions/registry';
import { selectInvestor } from '@/server/auth/selected-investor';
import { withSession } from '@/server/http/handler';
import { clearTransactionDrafts } from '@/server/services/transaction-drafts';
import { requireFlowPan } from '@/server/services/transaction-flow';
import { flowQuery } from '@/server/transactions/route-input';

/**
 * DELETE ?f=…: what opening the transaction types page clears (the registry's kinds marked so, and the
 * SIP screens' mandate, folio and bank). The investor is also selected again for the screens that follow.
 */
export const DELETE = withSession({ query: flowQuery }, async ({ query }, auth): Promise<{ ok: true }> => {
  const pan = await requireFlowPan(query.f, auth.session.userId);
  await clearTransactionDrafts(auth, pan, CLEARED_BY_TYPES_PAGE);
  await selectInvestor(auth.session.userId, pan, 'transaction');
  return { ok: true };
});
