import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { OUTCOME_CHECKING_MESSAGE, OUTCOME_UNDECIDED_MESSAGE } from '@/lib/api/transactions';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import { transactionKind, type KindKey, type KindValues } from './registry';
import type { DistributorAuth } from '../auth/session';
import { outcomeUnknown, UpstreamError } from '../fundhouse/errors';
import { HttpError, type CheckedInvestor } from '../http/handler';
import { clearTransactionDraft, loadTransactionDraft } from '../services/transactions/transaction-drafts';
import { currentAttempt, OutcomeUnknownError } from '../store/idempotency';
import { forgetFlowReads } from '../services/transactions/flow-reads';
import { draftFacts } from './initiation-facts';
import { noteInitiation } from '../http/initiation';
import { checkBySeedCalls, pathUnknown, type SentFacts } from './seed-call-check';
import { log } from '@/server/log';
import { requireOwnTagging } from './own-tagging';

// The two steps every kind goes through, dispatched through the registry. The BFF routes make both
// idempotent (one run per Idempotency-Key); these add what is the same for every kind, including what
// keeps a confirmation whose answer was lost from being sent twice (ARCHITECTURE.md, "Unknown outcomes"),
// by each kind's own outcome check (its module's `outcome`).

export const CONFIRM_MESSAGES = {
  nothing: 'There is nothing to confirm for this investor. Please fill in the form again.',
  changed: 'This transaction was changed in another window. Please review the summary again.',
} as const;

const outcomeOf = <K extends KindKey>(kind: K) => transactionKind(kind).outcome;

/** The draft's confirm key, made from the submission's own key so a replayed submission names the same one. */
export const confirmKeyOf = (submitKey: string) => createHash('sha256').update(`confirm:${submitKey}`).digest('base64url').slice(0, 32);

/** Parses the values by the kind's schema (field errors keep the form's own names) and submits them. */
export async function submitKind<K extends KindKey>(auth: DistributorAuth, kind: K, investor: CheckedInvestor, raw: unknown, submitKey: string): Promise<void> {
  const values = transactionKind(kind).schema.parse(raw) as KindValues<K>;
  requireOwnTagging(auth, values);
  await transactionKind(kind).submit(auth, investor, values, confirmKeyOf(submitKey));
}

/**
 * What a confirmation notes with its key before it sends: enough to ask the registrar afterwards, by its
 * reference, or (a registrar without the look-up paths) by what it asked for and when.
 */
const noteSchema = z.object({
  kind: z.string(),
  ref: z.string().min(1),
  facts: z.object({ pan: z.string(), scheme: z.string().nullable(), amount: z.number().nullable(), at: z.string() }).optional(),
});
type Note = z.infer<typeof noteSchema>;

const stillUnknown = () => new OutcomeUnknownError(OUTCOME_CHECKING_MESSAGE);

/**
 * Asks the registrar; while it cannot say, the outcome stays unknown. A registrar without the look-up
 * path is asked through the seed's transaction list instead; when that cannot decide either, the
 * distributor is told so, and nothing is sent again.
 */
async function lookUp<K extends KindKey>(auth: DistributorAuth, kind: K, ref: string, facts?: SentFacts): Promise<ConfirmResult | null> {
  try {
    return await outcomeOf(kind).lookup(auth, ref);
  } catch (err) {
    if (pathUnknown(err) && facts) {
      const verdict = await checkBySeedCalls(auth, facts).catch(() => null);
      if (verdict && 'found' in verdict) return verdict.found;
      if (verdict) throw new OutcomeUnknownError(OUTCOME_UNDECIDED_MESSAGE);
    }
    log('error', { outcomeCheck: kind, failed: String((err as Error).message ?? err) });
    throw stillUnknown();
  }
}

async function done<K extends KindKey>(auth: DistributorAuth, kind: K, pan: string, confirmed: ConfirmResult): Promise<ConfirmResult> {
  noteInitiation({ kind, pan, reference: confirmed.reference, referenceKind: outcomeOf(kind).mandate ? 'mandate' : 'txn' });
  await clearTransactionDraft(auth, kind, pan);
  forgetFlowReads(auth, pan);
  return confirmed;
}

/**
 * Confirms the kind's submitted draft, if the key is the one its summary showed, and clears it. When an
 * earlier attempt with this key lost its answer, the registrar is asked first, and the confirmation is
 * sent again only if it says nothing was made.
 */
export async function confirmKind<K extends KindKey>(auth: DistributorAuth, kind: K, investor: CheckedInvestor, key: string): Promise<ConfirmResult> {
  const { pan } = investor;
  const attempt = currentAttempt();
  const earlier = noteSchema.safeParse(attempt?.earlier);
  if (earlier.success && earlier.data.kind === kind) {
    noteInitiation({ kind, pan });
    const found = await lookUp(auth, kind, earlier.data.ref, earlier.data.facts);
    if (found) return done(auth, kind, pan, found);
  }
  const draft = await loadTransactionDraft(auth, kind, pan);
  if (!draft?.refno || !draft.view) throw new HttpError(409, { message: CONFIRM_MESSAGES.nothing });
  // The key belongs to the draft the page showed; a newer submission made a new draft and key.
  if (draft.confirmKey !== key) throw new HttpError(409, { message: CONFIRM_MESSAGES.changed });
  const facts = draftFacts(kind, pan, draft.view);
  const note: Note = {
    kind,
    ref: outcomeOf(kind).ref(draft),
    facts: { pan, scheme: facts.scheme ?? null, amount: facts.amount == null ? null : Number(facts.amount), at: new Date().toISOString() },
  };
  noteInitiation(facts);
  await attempt?.note(note);
  try {
    return await done(auth, kind, pan, await transactionKind(kind).confirm(auth, draft, investor));
  } catch (err) {
    if (outcomeUnknown(err)) throw stillUnknown();
    // The registrar refuses a reference it has confirmed already: that refusal may be this one's. Only
    // the registrar's own word that nothing was made lets it stand; a look-up that could not be asked
    // leaves the outcome unknown (lookUp throws), so the key stays in doubt and no refusal is shown.
    if (err instanceof UpstreamError && err.kind === 'business') {
      const found = await lookUp(auth, kind, note.ref, note.facts);
      if (found) return done(auth, kind, pan, found);
    }
    throw err;
  }
}
