import type { ConfirmResult, SubmitResult } from '@/lib/transactions/confirmation';
import type { FixLink } from '@/lib/transactions/problem-fixes';

// The transaction screens' BFF contract: the paths they call and what each answers. Route handlers
// and the browser both take their types from here.

const withFlow = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** POST the form's values (Idempotency-Key: one per submission): the BFF checks them again and keeps the draft. */
export const submitPath = (kind: string, f: string) => withFlow(`/api/transactions/${encodeURIComponent(kind)}`, f);
/** POST (Idempotency-Key: the draft's confirm key): confirms the kind's submitted draft once. */
export const confirmPath = (kind: string, f: string) => withFlow(`/api/transactions/${encodeURIComponent(kind)}/confirm`, f);
/** GET: what the registrar would hold against the kind's submitted draft, asked before Confirm. */
export const checkPath = (kind: string, f: string) => withFlow(`/api/transactions/${encodeURIComponent(kind)}/check`, f);
/** DELETE: what opening the transaction types page clears. */
export const draftsPath = (f: string) => withFlow('/api/transactions/drafts', f);
export const schemesPath = (category: string, folio: string | null) =>
  `/api/transactions/schemes?${new URLSearchParams({ category, ...(folio ? { folio } : {}) })}`;
export const euinsPath = (subArn: string) => `/api/transactions/euins?subArn=${encodeURIComponent(subArn)}`;
export const banksPath = (folio: string) => `/api/transactions/redemption/banks?folio=${encodeURIComponent(folio)}`;
export const switchSchemesPath = (folio: string, category: string) =>
  `/api/transactions/switch/schemes?${new URLSearchParams({ folio, category })}`;

export type SubmitResponse = SubmitResult;
export type ConfirmResponse = ConfirmResult;

/**
 * 202 to a confirmation whose answer from the registrar was lost: it may or may not have gone through.
 * Repeating the request with the same key asks the registrar first and sends again only if nothing was done.
 */
export interface OutcomeChecking {
  checking: true;
  message: string;
}

/** What a confirmation may answer: the transaction's reference, or that its outcome is being checked. */
export type ConfirmAnswer = ConfirmResponse | OutcomeChecking;

/** The same for a request that makes the registrar send something (a statement, an e-KYC mail, a link). */
export const REQUEST_CHECKING_MESSAGE =
  'We could not confirm whether the registrar received this request. We are checking with it; nothing will be sent twice.';

/** When neither the registrar's look-up nor its transaction list can tell: said plainly, and nothing is resent. */
export const OUTCOME_UNDECIDED_MESSAGE =
  "The registrar's records do not tell whether this transaction was made, so it will not be sent again. Please look for it in Track Transactions before starting it afresh.";

export const OUTCOME_CHECKING_MESSAGE =
  'We could not confirm whether this transaction went through. We are checking with the registrar; please wait.';

export interface SchemeChoice {
  /** fund~scheme~plan~option */
  value: string;
  label: string;
  min: number;
  multiples: number;
}

export interface BankChoice {
  /** The account number as the registrar lists it (masked); the save names the bank by it. */
  value: string;
  label: string;
}

export type SchemesResponse = { schemes: SchemeChoice[] };
export type SwitchSchemesResponse = { schemes: SchemeChoice[] };
export type EuinsResponse = { euins: string[] };
export type BanksResponse = { banks: BankChoice[] };

/** A holding an order may take units out of (redemption, switch). */
export interface OutgoingHolding {
  /** 'fund~scheme~plan~option' */
  value: string;
  label: string;
  /** Free units as the registrar sends them. */
  balUnits: string;
  curValue: number;
  nav: string;
  /** DD/MM/YYYY */
  navDate: string;
  /** The smallest redemption in rupees (RedMinAmt). */
  minAmount: number;
}

export interface OutgoingFolio {
  acno: string;
  holdings: OutgoingHolding[];
}

/** One thing the registrar would hold against the order: its words, whether it refuses or only tells, and the fix. */
export interface OrderProblem {
  code: number;
  words: string;
  severity: 'refuse' | 'info';
  fix: FixLink | null;
}

/**
 * The check before Confirm. `asked` is false when this registrar has no check call (the order then goes
 * to it unchecked, and a refusal comes back with its fix after Confirm).
 */
export interface OrderCheckResponse {
  asked: boolean;
  problems: OrderProblem[];
}
