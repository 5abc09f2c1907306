// The seven investor statements of the mail-back screens (seed 002 section 2.4): the name key the
// investor selection carries, the statement page's route segment, its title and how it is requested.

export type StatementKey = 'mailBackSoa' | 'consolidated' | 'ELSS' | 'CAN' | 'CGS' | 'GAS' | 'DSM';

/** account: the account-statement call; the others have a call of their own. */
export type StatementCall = 'account' | 'capital-gains' | 'networth' | 'dividend';

export interface StatementDef {
  key: StatementKey;
  /** The page under /mailBackRequest/investor. */
  route: string;
  title: string;
  blurb: string;
  call: StatementCall;
  /** The statement covers a period the user chooses (else it is as on today). */
  period: boolean;
}

export const STATEMENTS: readonly StatementDef[] = [
  { key: 'mailBackSoa', route: 'mail-back-soa', title: 'Statement of Account', blurb: 'Transactions of every folio in a period', call: 'account', period: true },
  { key: 'consolidated', route: 'consolidated-account-statement', title: 'Consolidated Account Statement', blurb: 'Holdings and transactions across folios', call: 'account', period: true },
  { key: 'ELSS', route: 'ELSS', title: 'ELSS Statement', blurb: 'Tax-saving (ELSS) holdings and their lock-in', call: 'account', period: false },
  { key: 'CAN', route: 'CAN', title: 'CAN Statement', blurb: 'Folios held under the investor’s PAN', call: 'account', period: false },
  { key: 'CGS', route: 'CGS', title: 'Capital Gains Statement', blurb: 'Realised gains on redemptions in a period', call: 'capital-gains', period: true },
  { key: 'GAS', route: 'GAS', title: 'Networth Report', blurb: 'Current value of every holding', call: 'networth', period: false },
  { key: 'DSM', route: 'DSM', title: 'Dividend Statement', blurb: 'Dividends paid as on a date or between dates', call: 'dividend', period: false },
];

/** The account-statement call's StatementType for each statement it serves. */
export const ACCOUNT_STATEMENT_TYPES = { mailBackSoa: 'SOA', consolidated: 'CAS', ELSS: 'ELSS', CAN: 'CAN' } as const;
export type AccountStatementType = (typeof ACCOUNT_STATEMENT_TYPES)[keyof typeof ACCOUNT_STATEMENT_TYPES];

export const MAILBACK_HOME = '/mailBackRequest';
export const MAILBACK_TYPES_PATH = '/mailBackRequest/investor';
export const INVESTOR_SELECTION_PATH = '/mailBackRequest/investor/investor-selection';
export const SUBMIT_REQUEST_PATH = '/mailBackRequest/investor/investor-selection/submit-request';

/** A statement by its name key; the seed's fallback for an unknown key is Networth (the GAS page). */
export function statementByKey(key: string | null | undefined): StatementDef {
  return STATEMENTS.find((s) => s.key === key) ?? STATEMENTS.find((s) => s.key === 'GAS')!;
}

/** A statement by its route segment; 'Networth' opens the GAS page. */
export function statementByRoute(segment: string): StatementDef | null {
  const route = segment === 'Networth' ? 'GAS' : segment;
  return STATEMENTS.find((s) => s.route === route) ?? null;
}

export const statementPath = (s: StatementDef) => `${MAILBACK_TYPES_PATH}/${s.route}`;

/** The investor selection for a statement, carrying its name key. */
export const selectionPath = (s: StatementDef) => `${INVESTOR_SELECTION_PATH}?${new URLSearchParams({ name: s.key })}`;
