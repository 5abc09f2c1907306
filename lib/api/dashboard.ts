import type { AumShare } from '@/lib/rules/asset-class-pie';

// The dashboard's BFF calls: where each lives and what it answers. The route handlers declare their
// answers with these types and the page's hooks read them, so the two cannot drift apart.

export const DASHBOARD_API = {
  summary: '/api/dashboard/summary',
  aum: '/api/dashboard/aum',
  notices: '/api/dashboard/notices',
  frequentReports: '/api/dashboard/frequent-reports',
  /** GET whether the poster was seen; POST records that it was shown. */
  poster: '/api/dashboard/poster',
} as const;

export interface TransactionCounts {
  expired: number;
  approved: number;
  pending: number;
  sips: number;
}

export interface BookTotals {
  aum: number;
  schemes: number;
  investors: number;
}

export interface FundInvestors {
  fundCode: string;
  fundName: string;
  newInvestors: number;
  activeInvestors: number;
  inactiveInvestors: number;
}

export interface BrokerageMonth {
  /** 'Nov-2026', as the registrar labels it. */
  month: string;
  amount: number;
}

export interface DashboardSummary {
  counts: TransactionCounts;
  book: BookTotals;
  /** At most five slices, largest first. */
  assetClasses: AumShare[];
  funds: FundInvestors[];
  /** Six months, oldest first. */
  brokerage: BrokerageMonth[];
}

export interface SchemeAum {
  key: string;
  scheme: string;
  category: string;
  investors: number;
  aum: number;
}

export interface FundAum {
  /** DD/MM/YYYY of the NAV the figures use; empty when the registrar did not say. */
  asOn: string;
  aum: number;
  schemes: number;
  investors: number;
  /** Largest first. */
  rows: SchemeAum[];
}

export interface FundOffer {
  key: string;
  name: string;
  /** DD/MM/YYYY */
  opens: string;
  closes: string;
  reopens: string;
}

export interface Banner {
  id: string;
  title: string;
  description: string;
}

export interface DashboardNotices {
  offers: FundOffer[];
  banners: Banner[];
}

export interface FrequentReport {
  code: string;
  description: string;
  requests: number;
}

export type DashboardSummaryResponse = DashboardSummary;
export type FundAumResponse = FundAum;
export type DashboardNoticesResponse = DashboardNotices;
export type FrequentReportsResponse = { reports: FrequentReport[] };
export type PosterStateResponse = { seen: boolean };
