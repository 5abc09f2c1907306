import 'server-only';
import type { OrderCheckResponse } from '@/lib/api/transactions';
import { fixLinkOf, type FixPlace } from '@/lib/transactions/problem-fixes';
import type { KindKey } from '../../transactions/registry';
import type { DistributorAuth } from '../../auth/session';
import type { CheckedInvestor } from '../../http/handler';
import { env } from '../../env';
import type { ParamsOf } from '../../fundhouse/endpoint';
import { orderCheck } from '../../fundhouse/endpoints/order-problems';
import { upstream } from '../../fundhouse/upstream';
import { formOfDraft, mandateNeedOf, orderAsked } from '../../transactions/order-asked';
import { pathUnknown } from '../../transactions/seed-call-check';
import { loadTransactionDraft } from './transaction-drafts';

// The check before Confirm (issue: nothing avoidable reaches the registrar): one call that asks the
// registrar everything it would hold against the submitted draft's order, each problem with the link
// that fixes it. The registrar answers from the same rules its refusals use, so what the summary says is
// what Confirm would meet. Its absence (a registrar without the call) is said, not guessed around.

const NOTHING: OrderCheckResponse = { asked: true, problems: [] };

export async function checkDraftOrder(auth: DistributorAuth, kind: KindKey, investor: CheckedInvestor<'flow'>): Promise<OrderCheckResponse> {
  const { pan, flow: f } = investor;
  const draft = await loadTransactionDraft(auth, kind, pan);
  if (!draft?.view) return NOTHING;
  const asked = orderAsked(kind, draft);
  if (!asked) return NOTHING;
  return askRegistrar(auth, { Pan: pan, ...asked }, { pan, f, formHref: formOfDraft(kind, draft, f), mandate: mandateNeedOf(kind, draft) });
}

/**
 * The one call: every problem the registrar holds against `asked`, each refusal with its fix at `at`.
 * Shared by the summaries and the new investor's last step.
 */
export async function askRegistrar(auth: DistributorAuth, asked: Omit<ParamsOf<typeof orderCheck>, 'Fund'>, at: FixPlace): Promise<OrderCheckResponse> {
  let answer;
  try {
    answer = await upstream(orderCheck, { ...asked, Fund: env().FUND_CODE }, { token: auth.token });
  } catch (err) {
    if (pathUnknown(err)) return { asked: false, problems: [] };
    throw err;
  }
  return {
    asked: true,
    problems: answer.Table.map((row) => ({
      code: Number(row.Code),
      words: row.Words,
      severity: row.Severity,
      fix: row.Severity === 'refuse' ? fixLinkOf(row.Fix, at) : null,
    })),
  };
}
