import 'server-only';
import { z } from 'zod';
import { confirmationViewSchema, type ConfirmationView } from '@/lib/transactions/confirmation';
import { transactionKind, type KindKey, type KindValues } from '../../transactions/registry';
import type { DistributorAuth } from '../../auth/session';
import { clearDraft, clearDrafts, loadDraft, saveDraft } from '../../store/drafts';
import { getDb } from '../../store/db';

// A transaction form's draft: the kind's schema output (nested objects and arrays as the form holds
// them), and once submitted, what the confirm step needs: the upstream reference, the summary shown
// and the idempotency key of its confirmation. One draft per user, kind and PAN, so kinds never
// overwrite each other (ARCHITECTURE.md rule 7).

export interface TransactionDraft<V = unknown> {
  values: V;
  /** Made when the form is submitted; every confirmation of this draft carries it. */
  confirmKey?: string;
  /** The upstream request the confirmation completes. */
  refno?: string;
  view?: ConfirmationView;
}

const envelope = z.object({
  values: z.unknown(),
  confirmKey: z.string().optional(),
  refno: z.string().optional(),
  view: confirmationViewSchema.optional(),
});

const ref = (auth: DistributorAuth, kind: string, pan: string) => ({ userId: auth.session.userId, kind, pan });

export async function saveTransactionDraft<K extends KindKey>(auth: DistributorAuth, kind: K, pan: string, draft: TransactionDraft<KindValues<K>>): Promise<void> {
  await saveDraft(await getDb(), ref(auth, kind, pan), draft);
}

// Issues that say the stored values are not this form's shape at all (a draft of an older version of
// the form), as opposed to values of the right shape that a rule refuses.
const SHAPE_ISSUES = new Set(['invalid_type', 'unrecognized_keys', 'invalid_union', 'invalid_key', 'invalid_element', 'invalid_value']);

/**
 * The draft, with its values parsed again by the kind's schema, or null. A submission the server
 * refused (say, an amount above the registrar's figure the form did not know) is kept as typed, so
 * the form reopens with it, but without a summary it could be confirmed by. A draft saved by an older
 * version of the form whose values are no longer of its shape reads as none rather than filling the
 * form with junk.
 */
export async function loadTransactionDraft<K extends KindKey>(auth: DistributorAuth, kind: K, pan: string): Promise<TransactionDraft<KindValues<K>> | null> {
  const parsed = envelope.safeParse(await loadDraft(await getDb(), ref(auth, kind, pan)));
  if (!parsed.success) return null;
  const values = (transactionKind(kind).schema as z.ZodType).safeParse(parsed.data.values);
  if (values.success) return { ...parsed.data, values: values.data as KindValues<K> };
  const refused = values.error.issues.every((issue) => !SHAPE_ISSUES.has(issue.code));
  return refused ? { values: parsed.data.values as KindValues<K> } : null;
}

export async function clearTransactionDraft(auth: DistributorAuth, kind: string, pan: string): Promise<void> {
  await clearDraft(await getDb(), ref(auth, kind, pan));
}

export async function clearTransactionDrafts(auth: DistributorAuth, pan: string, kinds: readonly string[]): Promise<void> {
  await clearDrafts(await getDb(), { userId: auth.session.userId, pan, kinds });
}
