import 'server-only';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { planRequestByRef } from '../../fundhouse/endpoints/sip-cancellation';
import { upstream } from '../../fundhouse/upstream';
import { draftRef } from '../../transactions/kit';

// What the plan requests share (a SIP's pause or cancellation, an SWP, an STP): the reference their
// confirmation carries, and how the registrar is asked what became of one whose answer was lost.

/** The reference every attempt at one draft's confirmation carries, from its confirm key. */
export const planRequestRef = draftRef('plan-request', 32);

/** What became of a plan request under `ref`: the transaction it made, or null when none was made. */
export async function planRequestOutcome(auth: DistributorAuth, ref: string): Promise<ConfirmResult | null> {
  const answer = await upstream(planRequestByRef, { Fund: env().FUND_CODE, RequestRef: ref }, { token: auth.token });
  const reference = answer.DtData[0]?.REFNO?.trim();
  return reference ? { reference } : null;
}

/** The outcome check of every plan-request kind. */
export const planRequestCheck = { ref: planRequestRef, lookup: planRequestOutcome };
