import 'server-only';
import type { z } from 'zod';
import type { ConfirmResult } from '@/lib/transactions/confirmation';
import type { FixPlace } from '@/lib/transactions/problem-fixes';
import type { TransactionTypeKey } from '@/lib/transactions/types';
import type { DistributorAuth } from '../auth/session';
import type { CheckedInvestor } from '../http/handler';
import type { TransactionDraft } from '../services/transactions/transaction-drafts';
import type { OrderAsked } from './order-question';

/** How to find out whether the registrar carried out a kind's confirmation whose answer was lost. */
export interface OutcomeCheck<V = unknown> {
  /** The reference the registrar keeps the confirmation under, the same for every attempt at the draft. */
  ref(draft: TransactionDraft<V>): string;
  /** The transaction the confirmation made, or null when the registrar made none. */
  lookup(auth: DistributorAuth, ref: string): Promise<ConfirmResult | null>;
  /** The reference names a mandate, not a transaction with a lifecycle upstream. */
  mandate?: boolean;
}

/** What the portal shows of a kind: the type it belongs to, its titles, its two screens and its form's schema. */
export interface KindScreens<K extends string, S extends z.ZodType> {
  kind: K;
  /** The type whose chooser (or mode tiles) leads here (lib/transactions/types.ts). */
  type: TransactionTypeKey;
  /** The form's title. */
  title: string;
  /** The confirm screen's title when there is nothing to confirm (the summary brings its own). */
  summaryTitle: string;
  /** The form's route. */
  form: string;
  /** The confirm screen's route. */
  confirmPage: string;
  /** The form's submit schema: the browser checks it, the BFF parses it again, the draft is its output. */
  schema: S;
  /** Opening the types page clears this kind's draft (seed 000 section 4: SIP, switch, STP). */
  clearedByTypesPage: boolean;
  /**
   * Whether a day's NAV applies, which the confirmation then explains: a pause, a cancellation, a
   * modification or a mandate buys and sells no units.
   */
  navApplies: boolean;
}

/**
 * What only the server does for a kind whose form gives values V. `submit` checks the parsed values again
 * against the registrar's own figures, saves the draft first (so a refusal loses nothing) and, once
 * recorded, the draft's summary (whose marked rows the audit trail keeps) and reference; `confirm`
 * completes the submitted draft upstream; `outcome` says how a confirmation whose answer was lost is
 * checked (server/transactions/run.ts). Both steps take the investor the route declared, checked against
 * the caller's book by the handler wrapper. What kinds share (the order number, a draft's reference) is in
 * ./kit.ts; the pieces of an order's question in ./order-question.ts.
 */
export interface KindSteps<V> {
  submit(auth: DistributorAuth, investor: CheckedInvestor, values: V, confirmKey: string): Promise<void>;
  confirm(auth: DistributorAuth, draft: TransactionDraft<V>, investor: CheckedInvestor): Promise<ConfirmResult>;
  outcome: OutcomeCheck<V>;
  /**
   * What the check before Confirm asks the registrar about a submitted draft. A kind that moves no
   * money (a mandate's registration, a SIP's pause) has none, and its summary asks nothing.
   */
  asks?(draft: TransactionDraft<V>): OrderAsked;
  /** Where "change the order" leads when it is not the kind's form with the flow (a live SIP's change: the form opened on that SIP). */
  formOf?(draft: TransactionDraft<V>, f: string): string | null;
  /** A SIP on a mandate: the registration its mandate fix opens and the amount the new mandate must allow. */
  mandateNeed?(draft: TransactionDraft<V>): FixPlace['mandate'];
}

/**
 * Everything a transaction kind is, declared once beside its service (server/services/<concept>/): what
 * its screens show and what the server does, listed by one line in ./registry.ts, from which the routes,
 * the drafts, the confirm route's dispatch, the tracker's labels and the breadcrumbs derive.
 */
export type TransactionKind<K extends string = string, S extends z.ZodType = z.ZodType> = KindScreens<K, S> & KindSteps<z.output<S>>;

/** Declares a kind: its key is kept as a literal and its steps are typed by its schema's output. */
export const defineKind = <const K extends string, S extends z.ZodType>(kind: TransactionKind<K, S>): TransactionKind<K, S> => kind;
