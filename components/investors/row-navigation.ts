import { MAILBACK_BASE } from '@/lib/navigation';

// Where a row of the investor list leads depends on the page that embeds it (seed 000, "Investors
// (Transact) screen"). Only routes that name {PAN} carry it in the address; the others receive the
// investor through the sealed flow state the BFF sets before the page moves on.

export const MAILBACK_STATEMENTS = [
  'mail-back-soa',
  'consolidated-account-statement',
  'ELSS',
  'CAN',
  'CGS',
  'GAS',
  'Networth',
  'DSM',
] as const;
export type MailBackStatement = (typeof MAILBACK_STATEMENTS)[number];

export type InvestorNavigation =
  /** /investors: the name opens the detail page; the action starts an investment. */
  | { kind: 'investors' }
  /** New Transaction: the action starts an investment and goes to {prefix}/transction-types. */
  | { kind: 'new-transaction'; prefix?: string }
  /** Mail-back investor selection: the action opens the statement page the state names. */
  | { kind: 'mail-back'; statement?: MailBackStatement }
  /** Transaction history: the action opens /transaction-history/details/{PAN} with the KYC flag. */
  | { kind: 'transaction-history' };

export const investorDetailPath = (pan: string) => `/investors/details/${encodeURIComponent(pan)}`;

export const transactionTypesPath = (prefix = '/new-transaction') => `${prefix.replace(/\/+$/, '')}/transction-types`;

/** The statement page of a mail-back state; consolidated-account-statement by default, Networth shares GAS's page. */
export function mailBackStatementPath(statement?: string): string {
  const known = (MAILBACK_STATEMENTS as readonly string[]).includes(statement ?? '') ? statement : 'consolidated-account-statement';
  const page = known === 'Networth' ? 'GAS' : known;
  return `${MAILBACK_BASE}/investor/${page}`;
}

export const historyDetailsPath = (pan: string, isKyc: boolean) =>
  `/transaction-history/details/${encodeURIComponent(pan)}?isKyc=${isKyc ? 'Y' : 'N'}`;
