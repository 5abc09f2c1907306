// The BFF calls of the transaction history, earnings and NFO screens: where each lives and what it
// answers. Route handlers declare their answers with these types and the pages read them.

/** POST HistoryRequest: one investor's transactions. The PAN is posted, never put in the address. */
export const HISTORY_API = '/api/transaction-history';
export type HistoryRequest = { pan: string };

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

/** One new investor's additional incentive (lib/rules/new-investor-incentive.ts), as the registrar paid it. */
export interface IncentiveEarning {
  key: string;
  investor: string;
  pan: string;
  /** The category's label, and the city for B30. */
  category: string;
  city: string;
  /** What it is reckoned on: the first lump sum or the first year's SIP, with its day (DD/MM/YYYY) and rupees. */
  basis: string;
  firstDate: string;
  firstAmount: number;
  amount: number;
  /** The payout it came with (DD/MM/YYYY to DD/MM/YYYY). */
  paidWith: string;
}

/** Newest month first; the incentives of those months, none when the registrar's rows carry none. */
export type EarningsResponse = { rows: EarningRow[]; incentives: IncentiveEarning[]; incentiveTotal: number };

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
