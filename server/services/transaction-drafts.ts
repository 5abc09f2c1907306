import 'server-only';
import { z } from 'zod';
import type { DraftKind } from '@/lib/transactions/kinds';
import type { ConfirmationView } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../auth/session';
import { clearDraft, clearDrafts, loadDraft, saveDraft } from '../store/drafts';
import { getDb } from '../store/db';

// A transaction form's draft: the values as the form holds them, and once submitted, what the confirm
// step needs (the upstream reference, the summary shown, and the idempotency key of the confirmation).

export interface TransactionDraft {
  values: Record<string, string>;
  /** Made in the browser when the form is submitted; every confirmation of this draft carries it. */
  confirmKey?: string;
  /** The upstream request the confirmation completes. */
  refno?: string;
  view?: ConfirmationView;
}

const viewSchema = z.object({
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  scheme: z.string(),
  folio: z.string(),
  amount: z.number().nullable(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});

const draftSchema = z.object({
  values: z.record(z.string(), z.string()),
  confirmKey: z.string().optional(),
  refno: z.string().optional(),
  view: viewSchema.optional(),
});

const ref = (auth: DistributorAuth, kind: DraftKind, pan: string) => ({ userId: auth.session.userId, kind, pan });

export async function saveTransactionDraft(auth: DistributorAuth, kind: DraftKind, pan: string, draft: TransactionDraft): Promise<void> {
  await saveDraft(await getDb(), ref(auth, kind, pan), draft);
}

/** The draft, or null; one saved by an older version of the form that no longer fits reads as none. */
export async function loadTransactionDraft(auth: DistributorAuth, kind: DraftKind, pan: string): Promise<TransactionDraft | null> {
  const parsed = draftSchema.safeParse(await loadDraft(await getDb(), ref(auth, kind, pan)));
  return parsed.success ? parsed.data : null;
}

export async function clearTransactionDraft(auth: DistributorAuth, kind: DraftKind, pan: string): Promise<void> {
  await clearDraft(await getDb(), ref(auth, kind, pan));
}

export async function clearTransactionDrafts(auth: DistributorAuth, pan: string, kinds: readonly DraftKind[]): Promise<void> {
  await clearDrafts(await getDb(), { userId: auth.session.userId, pan, kinds });
}

/** Only the form's own fields, as text, survive into a draft. */
export function draftValues(values: object): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
