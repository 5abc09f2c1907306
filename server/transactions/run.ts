import 'server-only';
import { createHash } from 'node:crypto';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import { transactionKind, type KindKey, type KindValues } from '@/lib/transactions/registry';
import type { DistributorAuth } from '../auth/session';
import { HttpError } from '../http/handler';
import { clearTransactionDraft, loadTransactionDraft } from '../services/transaction-drafts';
import { KIND_MODULES } from './modules';
import type { KindModule } from './kind-module';

// The two steps every kind goes through, dispatched through the registry. The BFF routes make both
// idempotent (one run per Idempotency-Key); these add what is the same for every kind.

export const CONFIRM_MESSAGES = {
  nothing: 'There is nothing to confirm for this investor. Please fill in the form again.',
  changed: 'This transaction was changed in another window. Please review the summary again.',
} as const;

const moduleOf = <K extends KindKey>(kind: K) => KIND_MODULES[kind] as unknown as KindModule<K>;

/** The draft's confirm key, made from the submission's own key so a replayed submission names the same one. */
export const confirmKeyOf = (submitKey: string) => createHash('sha256').update(`confirm:${submitKey}`).digest('base64url').slice(0, 32);

/** Parses the values by the kind's schema (field errors keep the form's own names) and submits them. */
export async function submitKind<K extends KindKey>(auth: DistributorAuth, kind: K, pan: string, raw: unknown, submitKey: string): Promise<void> {
  const values = transactionKind(kind).schema.parse(raw) as KindValues<K>;
  await moduleOf(kind).submit(auth, pan, values, confirmKeyOf(submitKey));
}

/** Confirms the kind's submitted draft, if the key is the one its summary showed, and clears it. */
export async function confirmKind<K extends KindKey>(auth: DistributorAuth, kind: K, pan: string, key: string): Promise<ConfirmResult> {
  const draft = await loadTransactionDraft(auth, kind, pan);
  if (!draft?.refno || !draft.view) throw new HttpError(409, { message: CONFIRM_MESSAGES.nothing });
  // The key belongs to the draft the page showed; a newer submission made a new draft and key.
  if (draft.confirmKey !== key) throw new HttpError(409, { message: CONFIRM_MESSAGES.changed });
  const confirmed = await moduleOf(kind).confirm(auth, draft, pan);
  await clearTransactionDraft(auth, kind, pan);
  return confirmed;
}
