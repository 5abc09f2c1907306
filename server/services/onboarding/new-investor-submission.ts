import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ApplicationResult } from '@/lib/journeys/new-investor';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { newInvestorApplicationByRequestRef } from '../../fundhouse/endpoints/new-investor-application';
import { upstream } from '../../fundhouse/upstream';
import { getDb } from '../../store/db';
import { clearDraft, loadDraft, saveDraft, type DraftRef } from '../../store/drafts';
import { OutcomeUnknownError } from '../../store/idempotency';
import { OUTCOME_CHECKING_MESSAGE } from '@/lib/api/transactions';
import { log } from '@/server/log';

// The reference a new investor's application goes to the registrar under, kept beside the journey's
// draft (per distributor and PAN) before the submit is sent and cleared with the journey. Every submit
// of the journey sends the same one, so the registrar makes one application for it, and a submit whose
// answer was lost can ask the registrar what it made (GetNewInvestorApplicationByRequestRef).

const KIND = 'new-investor:submission';
const refOf = (owner: { userId: string; pan: string }): DraftRef => ({ ...owner, kind: KIND });

/** The journey's reference; with `create`, a new one is kept first when there is none. */
export async function submissionRef(owner: { userId: string; pan: string }, opts: { create?: boolean } = {}): Promise<string | null> {
  const db = await getDb();
  const saved = (await loadDraft(db, refOf(owner))) as { ref?: unknown } | null;
  if (typeof saved?.ref === 'string' && saved.ref) return saved.ref;
  if (!opts.create) return null;
  const ref = randomBytes(18).toString('base64url');
  await saveDraft(db, refOf(owner), { ref });
  return ref;
}

export async function clearSubmission(owner: { userId: string; pan: string }): Promise<void> {
  await clearDraft(await getDb(), refOf(owner));
}

/** What the registrar made under the reference (without pay mode and type, which the journey knows), or null when nothing. */
export type MadeApplication = Omit<ApplicationResult, 'payMode' | 'type'>;

/**
 * Asks the registrar what the reference made. A look-up that could not be asked never reads as
 * "nothing was made": the outcome stays unknown (OutcomeUnknownError, answered 202 with the checking text).
 */
export async function lookUpApplication(auth: DistributorAuth, ref: string): Promise<MadeApplication | null> {
  let answer;
  try {
    answer = await upstream(newInvestorApplicationByRequestRef, { Fund: env().FUND_CODE, RequestRef: ref }, { token: auth.token });
  } catch (err) {
    log('error', { outcomeCheck: 'new-investor', failed: String((err as Error).message ?? err) });
    throw new OutcomeUnknownError(OUTCOME_CHECKING_MESSAGE);
  }
  const row = answer.DtData[0];
  if (!row?.appno.trim()) return null;
  return { schemeDescription: row.Schdesc, applicationNumber: row.appno.trim(), amount: Number(row.Amount), distributorName: auth.session.name };
}
