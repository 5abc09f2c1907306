import 'server-only';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { FixPlace } from '@/lib/transactions/problem-fixes';
import type { KindKey, KindValues } from '@/lib/transactions/registry';
import type { DistributorAuth } from '../auth/session';
import type { CheckedInvestor } from '../http/handler';
import type { TransactionDraft } from '../services/transactions/transaction-drafts';
import type { OrderAsked } from './order-question';

/** How to find out whether the registrar carried out a kind's confirmation whose answer was lost. */
export interface OutcomeCheck<K extends KindKey> {
  /** The reference the registrar keeps the confirmation under, the same for every attempt at the draft. */
  ref(draft: TransactionDraft<KindValues<K>>): string;
  /** The transaction the confirmation made, or null when the registrar made none. */
  lookup(auth: DistributorAuth, ref: string): Promise<ConfirmResult | null>;
  /** The reference names a mandate, not a transaction with a lifecycle upstream. */
  mandate?: boolean;
}

/**
 * Everything a transaction kind is on the server, in its own service file; its client half (routes,
 * titles, schema, what its screens show) is its entry in lib/transactions/registry.ts. `submit` checks
 * the parsed values again against the registrar's own figures, saves the draft first (so a refusal loses
 * nothing) and, once recorded, the draft's summary (whose marked rows the audit trail keeps) and
 * reference; `confirm` completes the submitted draft upstream; `outcome` says how a confirmation whose
 * answer was lost is checked (server/transactions/run.ts). Both steps take the investor the route
 * declared, checked against the caller's book by the handler wrapper. What kinds share (the order
 * number, a draft's reference) is in ./kit.ts; the pieces of an order's question in ./order-question.ts.
 */
export interface KindModule<K extends KindKey> {
  submit(auth: DistributorAuth, investor: CheckedInvestor, values: KindValues<K>, confirmKey: string): Promise<void>;
  confirm(auth: DistributorAuth, draft: TransactionDraft<KindValues<K>>, investor: CheckedInvestor): Promise<ConfirmResult>;
  outcome: OutcomeCheck<K>;
  /**
   * What the check before Confirm asks the registrar about a submitted draft. A kind that moves no
   * money (a mandate's registration, a SIP's pause) has none, and its summary asks nothing.
   */
  asks?(draft: TransactionDraft<KindValues<K>>): OrderAsked;
  /** Where "change the order" leads when it is not the kind's form with the flow (a live SIP's change: the form opened on that SIP). */
  formOf?(draft: TransactionDraft<KindValues<K>>, f: string): string | null;
  /** A SIP on a mandate: the registration its mandate fix opens and the amount the new mandate must allow. */
  mandateNeed?(draft: TransactionDraft<KindValues<K>>): FixPlace['mandate'];
}
