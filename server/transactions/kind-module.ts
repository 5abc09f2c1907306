import 'server-only';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { KindKey, KindValues } from '@/lib/transactions/registry';
import type { DistributorAuth } from '../auth/session';
import type { TransactionDraft } from '../services/transaction-drafts';

/**
 * What a transaction kind does on the server. `submit` checks the parsed values again against the
 * registrar's own figures, saves the draft first (so a refusal loses nothing) and, once recorded,
 * the draft's summary and reference; `confirm` completes the submitted draft upstream.
 */
export interface KindModule<K extends KindKey> {
  submit(auth: DistributorAuth, pan: string, values: KindValues<K>, confirmKey: string): Promise<void>;
  confirm(auth: DistributorAuth, draft: TransactionDraft<KindValues<K>>, pan: string): Promise<ConfirmResult>;
}
