import type { ConfirmResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import { mandateNeedOf } from '@/server/transactions/order-asked';
import { withRefusalFix } from '@/server/transactions/refusal-fix';
import { kindParams, requireKind } from '@/server/transactions/route-input';
import { confirmKind } from '@/server/transactions/run';

/**
 * POST ?f=…: confirms the kind's submitted draft for the flow's investor, once per Idempotency-Key
 * (ARCHITECTURE.md rule 6): a double-click, a retry or a second tab gets the first run's reference.
 */
export const POST = withSession(
  { needs: 'initiate', params: kindParams, investor: 'flow', idempotent: true, initiates: 'transaction' },
  async ({ params, key, investor }, auth): Promise<ConfirmResponse> => {
    const kind = requireKind(params.kind);
    try {
      return await confirmKind(auth, kind, investor, key);
    } catch (err) {
      // A SIP's draft is kept after a refusal: its mandate fix names the amount the SIP needs, as the summary's did.
      const draft = await loadTransactionDraft(auth, kind, investor.pan).catch(() => null);
      throw withRefusalFix(err, { kind, pan: investor.pan, f: investor.flow, mandate: draft ? mandateNeedOf(kind, draft) : undefined });
    }
  },
);
