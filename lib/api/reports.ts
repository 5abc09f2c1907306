// The BFF calls of the transaction history, earnings and NFO screens: where each lives and what it
// answers. Route handlers declare their answers with these types and the pages read them.

export const historyPath = (pan: string) => `/api/transaction-history/${encodeURIComponent(pan)}`;

export type HistoryStatus = 'success' | 'rejected' | 'other';

export interface HistoryRow {
  key: string;
  scheme: string;
  type: string;
  /** The transaction number (td_trno). */
  trno: string;
  amount: number;
  folio: string;
  /** Empty until units are allotted. */
  nav: string;
  units: string;
  /** DD/MM/YYYY */
  date: string;
  /** The registrar's word (Success, Rejected, Pending, Expired). */
  status: string;
  tone: HistoryStatus;
}

export type HistoryResponse = { rows: HistoryRow[] };

export const EARNINGS_API = '/api/earnings';

export interface EarningRow {
  key: string;
  bankName: string;
  /** DD/MM/YYYY */
  from: string;
  to: string;
  amount: number;
}

/** Newest month first. */
export type EarningsResponse = { rows: EarningRow[] };

export const NFO_LINK_API = '/api/nfo/links';

export interface NfoOffer {
  /** The scheme code the link names. */
  scheme: string;
  name: string;
  fundName: string;
  /** DD/MM/YYYY */
  opens: string;
  closes: string;
}

export interface NfoLinkResponse {
  refno: string;
  link: string;
  scheme: string;
}

/** The NFO form's route carries the chosen offer's scheme code (not personal data). */
export const nfoTransactPath = (scheme: string) => `/nfo-funds/nfo-transact?${new URLSearchParams({ scheme })}`;
