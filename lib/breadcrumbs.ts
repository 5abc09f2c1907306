import { titleIn, trailIn, type Crumb, type CrumbTable } from '@/lib/breadcrumb-trail';
import { TYPE_CRUMBS } from '@/lib/transactions/types';

export type { Crumb };

const ROOTS = ['new-transaction', 'transaction-history', 'nav', 'amc', 'track-transactions', 'settings', 'today', 'team'];
// Roots whose own page shows no trail but whose sub-pages do: the dashboard's drill-down lists.
const NESTED_ROOTS = ['dashboard'];

const TITLES: Record<string, string> = {
  'new-transaction': 'New Transaction',
  'transction-types': 'Transaction Type',
  modes: 'Mode of Transaction',
  digital: 'Digital Mode',
  transact: 'Transact',
  confirm: 'Confirm',
  'enach-folios': 'Enach Folios',
  sipTopup: 'SIP Top-up Folios',
  sipModification: 'SIP Modification',
  sipModificationSummary: 'SIP Modification Summary',
  'select-live-sip': 'Select Live Sip',
  'otm-with-isip': 'OTM with ISIP',
  upi: 'UPI Autopay',
  'upi-folios': 'UPI Autopay',
  'transaction-history': 'Transaction History',
  details: 'Transactions List',
  'track-transactions': 'Track Transactions',
  today: 'Today',
  // Transaction entry types.
  ...TYPE_CRUMBS,
  physical: 'Physical Mode',
  // The KYC prompt's Continue (its 'new-investor' step has no page of its own, so no crumb).
  ekyc: 'e-KYC Form',
  // Signed-in pages outside the transaction flows.
  nav: 'NAV',
  amc: 'AMCs',
  settings: 'Profile settings',
  team: 'Team',
  // The dashboard's drill-down lists.
  dashboard: 'Dashboard',
  'transaction-summary': 'Transaction Summary',
  SipSummaryTypes: 'SIP Summary',
  investorType: 'Investors by type',
};

/** The whole table, for the shell to hand to the browser's breadcrumbs (lib/breadcrumb-trail.ts). */
export const CRUMB_TABLE: CrumbTable = { titles: TITLES, roots: ROOTS, nestedRoots: NESTED_ROOTS };

export function crumbTitle(segment: string): string | undefined {
  return titleIn(CRUMB_TABLE, segment);
}

/**
 * The breadcrumb trail for a path, or [] where the portal shows none. Segments without a title (a PAN,
 * a folio) are left out of the trail but stay in the paths of the crumbs after them.
 */
export function buildTrail(pathname: string): Crumb[] {
  return trailIn(CRUMB_TABLE, pathname);
}
