// The mail-back BFF: the distributor's own report request and the investor statement requests.
// Bodies are the lib/forms/reports/mailback schemas, parsed again (with today's date rules) by the handlers.

export const MAILBACK_API = {
  /** POST, idempotent: the self request (selfMailbackSchema). */
  self: '/api/mailback/self',
  /** POST, idempotent: a statement for the chosen investor; the body is the statement's own schema. */
  statement: (key: string) => `/api/mailback/statements/${encodeURIComponent(key)}`,
} as const;


export interface MailbackReport {
  code: string;
  description: string;
}

export interface MailbackRequestResponse {
  refno: string;
}

export interface ChosenInvestor {
  name: string;
  email: string | null;
}

export interface MailbackRequestRow {
  refno: string;
  report: string;
  requestedAt: string;
  status: string;
}

export const SELF_SENT_MESSAGE = 'A mail will be sent to above entered Email Id within 30 minutes.';
export const NO_INVESTOR_CHOSEN = 'Please select an investor to send the statement to.';
