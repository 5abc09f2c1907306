import { CLEARED_BY_TYPES_PAGE } from '@/lib/transactions/kinds';
import { selectInvestor } from '@/server/auth/selected-investor';
import { withSession } from '@/server/http/handler';
import { clearTransactionDrafts } from '@/server/services/transaction-drafts';
import { requireFlowPan } from '@/server/services/transaction-flow';

/**
 * DELETE ?f=…: what opening the transaction types page clears (mandate, folio, bank, SIP, switch, STP
 * drafts). The investor is also selected again for the screens that follow the types page.
 */
export const DELETE = withSession<{ ok: true }>(async (req, auth) => {
  const pan = await requireFlowPan(new URL(req.url).searchParams.get('f'), auth.session.userId);
  await clearTransactionDrafts(auth, pan, CLEARED_BY_TYPES_PAGE);
  await selectInvestor(auth.session.userId, pan, 'transaction');
  return { ok: true };
});
