// What the shared confirmation screen shows, for any transaction type (seed 001 section 2): a title,
// e-mail and phone, scheme, folio, the amount (in figures and words) and the type's own details.

export interface ConfirmationDetail {
  label: string;
  value: string;
}

export interface ConfirmationView {
  title: string;
  email: string;
  phone: string;
  scheme: string;
  folio: string;
  /** Whole rupees, or null for a type confirmed in units. */
  amount: number | null;
  details: ConfirmationDetail[];
}

export const CONFIRM_BUSY_LABEL = 'Confirmation in progress.. please wait..';
export const SUCCESS_TITLE = 'Successfully Initiated Transaction/Registration';
export const APPROVAL_NOTE = 'The investor will receive an e-mail for approval of this transaction.';
export const NEW_FOLIO = 'New Folio';

export interface ConfirmResult {
  reference: string;
}

/** The header the confirm call carries; made once per draft and reused by every retry of it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
