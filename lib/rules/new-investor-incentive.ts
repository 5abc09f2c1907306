import { NEW_INVESTOR_INCENTIVE } from './regulations';

// The additional commission for new investors from beyond the top 30 cities (B30) and for new women
// investors (SEBI, from 1 March 2026; the values in regulations.ts). The registrar pays it with the
// month's brokerage, one per new PAN; the sandbox computes it here and the earnings page names it here.

export type IncentiveCategory = 'B30' | 'W';
export type FirstInvestment = 'LUMPSUM' | 'SIP';

export const INCENTIVE_TITLE = 'Additional incentive (B30 / new women investors)';

export const INCENTIVE_CATEGORY_LABELS: Record<IncentiveCategory, string> = {
  B30: 'New investor beyond the top 30 cities (B30)',
  W: 'New woman investor',
};

export const FIRST_INVESTMENT_LABELS: Record<FirstInvestment, string> = {
  LUMPSUM: 'First lump sum',
  SIP: 'First year of SIP',
};

const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;

/** How the page explains the figures. */
export const INCENTIVE_RULE_TEXT = `${NEW_INVESTOR_INCENTIVE.rate * 100}% of the first lump sum or of the first year's SIP instalments, up to ${rupees(NEW_INVESTOR_INCENTIVE.capRupees)} per new PAN, for investments from ${NEW_INVESTOR_INCENTIVE.from.split('-').reverse().join('/')}.`;

/** The incentive on a first investment of `rupees` (a lump sum, or a SIP's first year of instalments), to the paisa. */
export function incentiveFor(rupees: number): number {
  if (!(rupees > 0)) return 0;
  return Math.min(Math.round(rupees * NEW_INVESTOR_INCENTIVE.rate * 100) / 100, NEW_INVESTOR_INCENTIVE.capRupees);
}

/** A SIP's first year of instalments: twelve monthly ones or four quarterly, or all of them when fewer. */
export function firstYearOfSip(instalment: number, frequency: string, instalments: number): number {
  const perYear = /^q/i.test(frequency.trim()) ? 4 : 12;
  return instalment * Math.min(perYear, Math.max(0, instalments));
}

/** Whether a first investment made on `day` (YYYY-MM-DD) earns the incentive: from the rule's first day. */
export const earnsIncentive = (day: string): boolean => day >= NEW_INVESTOR_INCENTIVE.from;

export const categoryLabel = (code: string): string => INCENTIVE_CATEGORY_LABELS[code as IncentiveCategory] ?? code;
