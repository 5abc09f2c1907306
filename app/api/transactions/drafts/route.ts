import { clearedByTypesPage } from '@/server/transactions/registry';
import { selectInvestor } from '@/server/auth/selected-investor';
import { withSession } from '@/server/http/handler';
import { clearTransactionDrafts } from '@/server/services/transactions/transaction-drafts';

/**
 * DELETE ?f=…: what opening the transaction types page clears (the registry's kinds marked so, and the
 * SIP screens' mandate, folio and bank). The investor is also selected again for the screens that follow.
 */
export const DELETE = withSession({ needs: 'initiate', investor: 'flow' }, async ({ investor }, auth): Promise<{ ok: true }> => {
  await clearTransactionDrafts(auth, investor.pan, clearedByTypesPage());
  await selectInvestor(auth.session.userId, investor.pan, 'transaction');
  return { ok: true };
});
