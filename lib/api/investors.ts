import type { InvestorProblemView } from './today';
import type { InvestorSort, InvestorTab } from '@/lib/forms/investors/investor-tabs';

// The investor screens' BFF calls: addresses, request bodies and answers, shared by the route handlers
// and the list, detail and New Transaction screens. The bodies' schemas, which only the handlers need,
// are in ./investor-bodies.ts, so these screens do not load zod.

/** GET ?tab=&name=&offset=&limit=&sort=&fresh=: one page of a tab; POST InvestorPanSearch: the PAN search. */
export const INVESTORS_API = '/api/investors';
export const INVESTOR_SEARCH_API = '/api/investors/search';
export const NEW_INVESTOR_API = '/api/investors/new';

/**
 * One investor's calls. None carries the PAN in its address, which an access log in front of the portal
 * would keep: each posts it in its body (`{ pan }`, InvestorRef) and the BFF checks it against the book.
 */
export const INVESTOR_API = {
  detail: '/api/investors/detail',
  sips: '/api/investors/sips',
  problems: '/api/investors/problems',
  favourite: '/api/investors/favourite',
  initiate: '/api/investors/initiate',
  select: '/api/investors/select',
} as const;

/** Which investor a call is for. */
export type InvestorRef = { pan: string };

/** A row as the browser gets it: Y/N flags become booleans (seed 000 section 3), no e-mail. */
export interface InvestorListItem {
  name: string;
  pan: string;
  mobile: string | null;
  kyc: boolean;
  fatca: boolean;
  favourite: boolean;
}

export interface InvestorListPage {
  tab: InvestorTab;
  /** Investors in the tab. */
  total: number;
  /** Investors the search found (the tab's total without a search). */
  matched: number;
  offset: number;
  rows: InvestorListItem[];
}

/** Figures the registrar left out are null; the page shows '--NA--' for them. */
export interface InvestorTotals {
  costValue: number | null;
  aum: number | null;
  overallAppr: number | null;
  todayAppr: number | null;
}

export interface InvestmentItem {
  key: string;
  scheme: string;
  plan: string;
  folio: string;
  /** Units the registrar holds for the folio, allotments included. */
  units: number | null;
  costValue: number | null;
  currentValue: number | null;
  /** Absolute return in per cent, negative for a loss. */
  absoluteReturn: number | null;
}

export interface InvestorDetail {
  name: string;
  pan: string;
  kyc: boolean;
  fatca: boolean;
  email: string | null;
  mobile: string | null;
  favourite: boolean;
  /** Investment actions are for individuals only (the PAN's fourth character is P). */
  individual: boolean;
  totals: InvestorTotals;
  investments: InvestmentItem[];
  allocation: { name: string; percent: number }[];
}

export interface UpcomingSip {
  id: string;
  fundName: string;
  folio: string;
  sipDate: string;
  startDate: string;
  endDate: string;
  amount: number | null;
  /** Live, Paused, or Cancelled / Ceased for a SIP closed lately. */
  status: string;
  /** The approved pause now or ahead (DD/MM/YYYY), or null. */
  pausedFrom: string | null;
  pausedTo: string | null;
  /** Null when the registrar did not answer them. */
  instalments: SipInstalments | null;
}

export interface SipInstalment {
  dueDate: string;
  status: 'Allotted' | 'Failed' | 'Paused' | 'Due';
  reason: string;
  amount: number | null;
  units: number | null;
}

/** A SIP's recent instalments, newest first, and how close its failures are to cancelling it. */
export interface SipInstalments {
  consecutiveFailures: number;
  cancelAfter: number;
  closedOn: string;
  closedReason: string;
  recent: SipInstalment[];
}

export type NewInvestorOutcome =
  /** Already an investor of the book and KYC-clear: the PAN is in the transaction flow. */
  | { outcome: 'existing' }
  /** Not in the book and KYC-registered: the new-investor journey starts with the PAN and KRA name. */
  | { outcome: 'new'; next: string }
  /** Not KYC compliant (or unknown to the KRA): the prompt, whose Continue goes to e-KYC. */
  | { outcome: 'kyc'; message: string; next: string };

export type InitiateOutcome =
  /** The PAN is in the transaction flow: the page goes on to {prefix}/transction-types. */
  | { outcome: 'ready' }
  | { outcome: 'kyc'; message: string; next: string }
  | { outcome: 'fatca'; message: string; url: string };

/** POST INVESTORS_API: the list searched by PAN, a page at a time like the GET (no name search here). */
export type InvestorPanSearch = InvestorRef & { tab: InvestorTab; offset?: number; limit?: number; sort?: InvestorSort; fresh?: '0' | '1' };

/** PUT INVESTOR_API.favourite: the state wanted. */
export type FavouriteRequest = InvestorRef & { favourite: boolean };
export type FavouriteResponse = { favourite: boolean };

/** POST INVESTOR_API.initiate: the screen it starts from decides which checks run. */
export type InitiateRequest = InvestorRef & { from: 'detail' | 'list' };
export type InitiateResponse = InitiateOutcome;

/** POST INVESTOR_API.select: remembers the investor for the mail-back pages. */
export type SelectInvestorRequest = InvestorRef & { purpose: 'mail-back' };
export type SelectInvestorResponse = { ok: true };

/** POST NEW_INVESTOR_API; the body is lib/forms/investors/investor-search's newInvestorSchema. */
export type NewInvestorRequest = { pan: string };
export type NewInvestorResponse = NewInvestorOutcome;

export type InvestorListResponse = InvestorListPage;
export type InvestorSearchResponse = { rows: InvestorListItem[] };
/** POST INVESTOR_API.detail with InvestorRef. */
export type InvestorDetailResponse = InvestorDetail;
/** POST INVESTOR_API.sips with InvestorRef: none for a PAN outside the book. */
export type UpcomingSipsResponse = { sips: UpcomingSip[] };
/** POST INVESTOR_API.problems with InvestorRef: what stops the investor, as Today lists it (none: nothing does). */
export type InvestorProblemsResponse = { problems: InvestorProblemView[] };
