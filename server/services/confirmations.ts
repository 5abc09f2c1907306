import 'server-only';
import { createHash } from 'node:crypto';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { DraftKind } from '@/lib/transactions/kinds';
import type { DistributorAuth } from '../auth/session';
import { HttpError } from '../http/handler';
import { getDb } from '../store/db';
import { IdempotencyBusyError, IdempotencyKeyReusedError, once } from '../store/idempotency';
import { confirmPurchase } from './purchase';
import { confirmRedemption } from './redemption';
import { confirmSwitch } from './switch';
import { clearTransactionDraft, loadTransactionDraft, type TransactionDraft } from './transaction-drafts';

// The confirm step of every transaction type (the shared confirmation screen). A confirmation runs
// at most once per idempotency key (ARCHITECTURE.md rule 6): a double-click, a retry or a second tab
// with the same draft waits for the first run and gets its reference. A type adds its confirmer here.

/** The PAN is the flow's: types whose upstream save names the investor (redemption, switch) need it. */
type Confirmer = (auth: DistributorAuth, draft: TransactionDraft, pan: string) => Promise<ConfirmResult>;

const CONFIRMERS: Partial<Record<DraftKind, Confirmer>> = {
  lumpsum: (auth, draft) => confirmPurchase(auth, 'NEW', draft),
  'additional-purchase': (auth, draft) => confirmPurchase(auth, 'ADD', draft),
  redemption: confirmRedemption,
  switch: confirmSwitch,
};

export const CONFIRM_MESSAGES = {
  nothing: 'There is nothing to confirm for this investor. Please fill in the form again.',
  changed: 'This transaction was changed in another window. Please review the summary again.',
  busy: 'Confirmation in progress.. please wait..',
  reused: 'This confirmation does not match the transaction it was made for. Please reload the page.',
} as const;

export function canConfirm(kind: string): kind is DraftKind {
  return Object.hasOwn(CONFIRMERS, kind);
}

export async function confirmTransaction(auth: DistributorAuth, kind: DraftKind, pan: string, key: string): Promise<ConfirmResult> {
  const confirmer = CONFIRMERS[kind];
  if (!confirmer) throw new HttpError(404, { message: CONFIRM_MESSAGES.nothing });
  const requestHash = createHash('sha256').update(`${kind}\n${pan}`).digest('hex');
  try {
    const result = await once(await getDb(), { userId: auth.session.userId, key, requestHash }, async () => {
      const draft = await loadTransactionDraft(auth, kind, pan);
      if (!draft?.refno || !draft.view) throw new HttpError(409, { message: CONFIRM_MESSAGES.nothing });
      // The key belongs to the draft the page showed; a newer submission made a new draft and key.
      if (draft.confirmKey !== key) throw new HttpError(409, { message: CONFIRM_MESSAGES.changed });
      const confirmed = await confirmer(auth, draft, pan);
      await clearTransactionDraft(auth, kind, pan);
      return { status: 200, body: confirmed };
    });
    return result.body as ConfirmResult;
  } catch (err) {
    if (err instanceof IdempotencyBusyError) throw new HttpError(409, { message: CONFIRM_MESSAGES.busy });
    if (err instanceof IdempotencyKeyReusedError) throw new HttpError(422, { message: CONFIRM_MESSAGES.reused });
    throw err;
  }
}
