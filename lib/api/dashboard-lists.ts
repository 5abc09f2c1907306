import type { Page } from '@/lib/drilldowns/paging';
import type { InvestorTab } from '@/lib/drilldowns/investor-types';
import type { SipList } from '@/lib/drilldowns/sip-summary';
import type { AuthorisationState } from '@/lib/rules/transaction-windows';

// The dashboard's drill-down lists (transactions by state, SIP summaries, investors by type) and the
// reinitiate action: addresses and answers shared by the route handlers and the list pages.

export const TRANSACTIONS_API = '/api/dashboard/transactions';

export const transactionsPath = (state: AuthorisationState) => `${TRANSACTIONS_API}?state=${state}`;

/** POST with an Idempotency-Key header. */
export const reinitiatePath = (ihno: string) => `${TRANSACTIONS_API}/${encodeURIComponent(ihno)}/reinitiate`;

export const sipSummaryPath = (list: SipList, page: number) =>
  `/api/dashboard/sip-summary?${new URLSearchParams({ list, page: String(page) })}`;

export function investorTypesPath(tab: InvestorTab, fund: string | null, page: number): string {
  const query = new URLSearchParams({ tab, page: String(page) });
  if (fund) query.set('fund', fund);
  return `/api/dashboard/investor-types?${query}`;
}

export interface TransactionRow {
  /** The transaction number (ihno): the row's key and its Ref No. */
  ihno: string;
  investor: string;
  fund: string;
  type: string;
  /** 'DD/MM/YYYY hh:mm AM', India's time, as the registrar wrote it. */
  date: string;
  /** Rupees without decimals, or units. */
  amount: string;
  state: AuthorisationState;
  /** An Expired-tab row the investor rejected (its status reads Rejected, as the history says). */
  rejected: boolean;
  /** The investor's authorisation link: pending rows only. */
  link: string | null;
  canReinitiate: boolean;
}

export interface Reinitiated {
  /** The new (pending) transaction number. */
  ihno: string;
}

export interface SipSummaryRow {
  /** Unique within a list: a client may hold several SIPs, and a folio several schemes. */
  key: string;
  investor: string;
  pan: string;
  scheme: string;
  folio: string;
  mobile: string;
  email: string;
  /** DD/MM/YYYY, empty for a client without a SIP. */
  startDate: string;
  endDate: string;
  /** Rupees a month; empty without a SIP. */
  amount: string;
  /** Nach, UPI Autopay, OTM…; empty without a SIP. */
  mandate: string;
  /** Clients with SIP: how many live SIPs the client holds (the row is the client, not one SIP). */
  sips: string;
}

export interface TypedInvestorRow {
  name: string;
  pan: string;
  mobile: string;
  email: string;
}

export interface InvestorTypePage extends Page<TypedInvestorRow> {
  fund: string;
  fundName: string;
}

export type TransactionListResponse = { rows: TransactionRow[] };
export type ReinitiateResponse = Reinitiated;
export type SipSummaryResponse = Page<SipSummaryRow>;
export type InvestorTypeResponse = InvestorTypePage;
