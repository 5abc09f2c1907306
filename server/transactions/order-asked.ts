import 'server-only';
import type { FixPlace } from '@/lib/transactions/problem-fixes';
import { transactionKind, type KindKey, type KindValues } from './registry';
import { flowHref } from '@/lib/transactions/routes';
import type { TransactionDraft } from '../services/transactions/transaction-drafts';
import type { OrderAsked } from './order-question';

// What the check before Confirm and a refusal's fix read of a kind, from its module
// (server/transactions/kind.ts): its question, where its form is, the mandate it needs.

/** The check's question for a submitted draft of the kind, or null when the kind is not an order the registrar checks. */
export function orderAsked<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>): OrderAsked | null {
  return transactionKind(kind).asks?.(draft) ?? null;
}

/** Whether the kind is an order the registrar checks (its summary asks before Confirm). */
export const asksRegistrar = (kind: KindKey): boolean => transactionKind(kind).asks !== undefined;

/** Where "change the order" goes back to for a submitted draft: the kind's form with the flow, unless the kind says otherwise. */
export function formOfDraft<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>, f: string): string {
  return transactionKind(kind).formOf?.(draft, f) ?? flowHref(transactionKind(kind).form, f);
}

/** The mandate a SIP on a mandate needs, for its fix; undefined for every other kind. */
export function mandateNeedOf<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>): FixPlace['mandate'] {
  return transactionKind(kind).mandateNeed?.(draft);
}
