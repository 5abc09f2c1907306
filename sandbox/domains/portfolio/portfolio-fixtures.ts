import { DEMO, FARAH, HARISH, KAMALA, LATA, MEERA, NIKHIL, POOJA, RAVI, ROHIT, SNEHA, SUNIL, TARA, TXN, ZAINAB } from '../../seed/fixtures';

// The fixed portfolio the README, the contract tests and the end-to-end tests name. Times are
// hours before seeding; costs follow from the NAV on the day a folio was opened.

const H = 1;
const D = 24 * H;

export interface FixtureFolio {
  acno: string;
  fund: string;
  pan: string;
  arn: string;
  /** Days before seeding. */
  openedDaysAgo: number;
  /** The EUIN the folio was opened under, where the registrar holds one. */
  euin?: string;
  holdings: readonly { scheme: string; plan: string; option: string; units: number }[];
}

export const FOLIOS = {
  /** Ravi, fund 117, two schemes; opened under Rahul Pillai's EUIN, so Ravi is within his scope (sandbox/domains/team). */
  raviMain: { acno: '10234561', fund: '117', pan: RAVI.pan, arn: DEMO.arn, openedDaysAgo: 1100, euin: 'E234567', holdings: [
    { scheme: 'LC', plan: 'RG', option: 'G', units: 812.453 },
    { scheme: 'FC', plan: 'RG', option: 'G', units: 1520.21 },
  ] },
  /** Ravi, fund 117, one scheme in the direct plan. */
  raviSecond: { acno: '10234562', fund: '117', pan: RAVI.pan, arn: DEMO.arn, openedDaysAgo: 730, holdings: [
    { scheme: 'MC', plan: 'DR', option: 'G', units: 410.772 },
  ] },
  /** Ravi, fund 117, fully redeemed: a zero-balance folio. */
  raviZero: { acno: '10234563', fund: '117', pan: RAVI.pan, arn: DEMO.arn, openedDaysAgo: 1500, holdings: [
    { scheme: 'SD', plan: 'RG', option: 'G', units: 0 },
  ] },
  /** Meera holds other fund houses only. */
  meeraSahyadri: { acno: '55501234', fund: '120', pan: MEERA.pan, arn: DEMO.arn, openedDaysAgo: 900, holdings: [
    { scheme: 'FX', plan: 'RG', option: 'G', units: 640.5 },
    { scheme: 'LQ', plan: 'RG', option: 'G', units: 12.3456 },
  ] },
  /** With the Sahyadri folio, four holdings: more than the three the investor page shows before See more. */
  meeraCoromandel: { acno: '77701234', fund: '135', pan: MEERA.pan, arn: DEMO.arn, openedDaysAgo: 400, holdings: [
    { scheme: 'BA', plan: 'RG', option: 'G', units: 980 },
    { scheme: 'GL', plan: 'RG', option: 'G', units: 1500 },
  ] },
  /** Farah is on ARN-445566's book only. */
  farah: { acno: '10456781', fund: '117', pan: FARAH.pan, arn: TXN.arn, openedDaysAgo: 600, holdings: [
    { scheme: 'LC', plan: 'RG', option: 'G', units: 300 },
  ] },
  /** Sunil, fund 117: the Flexi Cap his failing SIP buys (instalment-fixtures.ts). */
  sunil: { acno: '10345671', fund: '117', pan: SUNIL.pan, arn: DEMO.arn, openedDaysAgo: 400, holdings: [
    { scheme: 'FC', plan: 'RG', option: 'G', units: 212.648 },
  ] },
  /** Pooja, fund 117: an investor the KRA holds (fixtures.ts). */
  pooja: { acno: '10567891', fund: '117', pan: POOJA.pan, arn: DEMO.arn, openedDaysAgo: 260, holdings: [
    { scheme: 'LC', plan: 'RG', option: 'G', units: 140.25 },
  ] },
  /** Tara, fund 117: opened for her first SIP, nothing invested yet (fixtures.ts). */
  tara: { acno: '10678901', fund: '117', pan: TARA.pan, arn: DEMO.arn, openedDaysAgo: 12, holdings: [] },
  // The investors the registrar's refusals are shown with (fixtures.ts, compliance.ts).
  rohit: { acno: '10678011', fund: '117', pan: ROHIT.pan, arn: DEMO.arn, openedDaysAgo: 900, holdings: [
    { scheme: 'FC', plan: 'RG', option: 'G', units: 310.5 },
  ] },
  lata: { acno: '10678021', fund: '117', pan: LATA.pan, arn: DEMO.arn, openedDaysAgo: 1200, holdings: [
    { scheme: 'LC', plan: 'RG', option: 'G', units: 120 },
  ] },
  kamala: { acno: '10678031', fund: '117', pan: KAMALA.pan, arn: DEMO.arn, openedDaysAgo: 300, holdings: [
    { scheme: 'FC', plan: 'RG', option: 'G', units: 205.75 },
  ] },
  nikhil: { acno: '10678041', fund: '117', pan: NIKHIL.pan, arn: DEMO.arn, openedDaysAgo: 120, holdings: [
    { scheme: 'FC', plan: 'RG', option: 'G', units: 48.2 },
  ] },
  /** Frozen for debits by Sneha; also holds the Arbitrage Fund, whose subscriptions are suspended (schemes.ts). */
  sneha: { acno: '10678051', fund: '117', pan: SNEHA.pan, arn: DEMO.arn, openedDaysAgo: 700, holdings: [
    { scheme: 'LC', plan: 'RG', option: 'G', units: 402.1 },
    { scheme: 'AR', plan: 'RG', option: 'G', units: 850 },
  ] },
  harish: { acno: '10678061', fund: '117', pan: HARISH.pan, arn: DEMO.arn, openedDaysAgo: 500, holdings: [
    { scheme: 'FC', plan: 'RG', option: 'G', units: 150 },
  ] },
  /** Zainab, fund 117: no mobile on record (fixtures.ts); nothing held, so the book's totals stay as they were. */
  zainab: { acno: '10678071', fund: '117', pan: ZAINAB.pan, arn: DEMO.arn, openedDaysAgo: 200, holdings: [] },
} as const satisfies Record<string, FixtureFolio>;

/** Folios their investors have frozen for debits (SEBI's voluntary debit freeze; compliance.ts). */
export const FROZEN_FOLIOS: readonly string[] = [FOLIOS.sneha.acno];

/** Other fund houses' schemes, added to the scheme master so holdings in them have names and NAVs. */
export const FOREIGN_SCHEMES = [
  { fund: '120', scheme: 'FX', name: 'Sahyadri Flexi Cap Fund', category: 'Equity' },
  { fund: '120', scheme: 'LQ', name: 'Sahyadri Liquid Fund', category: 'Liquid' },
  { fund: '135', scheme: 'BA', name: 'Coromandel Balanced Advantage Fund', category: 'Hybrid' },
  { fund: '135', scheme: 'GL', name: 'Coromandel Gilt Fund', category: 'Debt' },
] as const;

export interface FixtureSip {
  ihno: number;
  acno: string;
  scheme: string;
  plan: string;
  option: string;
  amount: number;
  sipDay: number;
  /** Whole months before seeding that the first instalment fell due (negative: in the future). */
  startedMonthsAgo: number;
  installments: number;
  sipType: '1' | '2' | '4' | '5' | '9';
  umrn: string;
}

export const SIPS = {
  /** A live eNACH SIP well past its sixth instalment. */
  raviEnach: { ihno: 7000001, acno: '10234561', scheme: 'FC', plan: 'RG', option: 'G', amount: 5000, sipDay: 10, startedMonthsAgo: 14, installments: 60, sipType: '1', umrn: 'HDFC7000000117000001' },
  raviUpi: { ihno: 7000002, acno: '10234562', scheme: 'MC', plan: 'DR', option: 'G', amount: 2000, sipDay: 5, startedMonthsAgo: 5, installments: 24, sipType: '2', umrn: 'UPI7000000117000002' },
  /** Its last instalment falls next month. */
  meeraOtm: { ihno: 7000003, acno: '55501234', scheme: 'FX', plan: 'RG', option: 'G', amount: 3000, sipDay: 15, startedMonthsAgo: 22, installments: 24, sipType: '9', umrn: 'ICIC7000000120000003' },
  /** Live on Ravi's eNACH with 3 instalments left: too few for a top-up. */
  raviEnding: { ihno: 7000005, acno: '10234561', scheme: 'LC', plan: 'RG', option: 'G', amount: 1500, sipDay: 10, startedMonthsAgo: 20, installments: 24, sipType: '1', umrn: 'HDFC7000000117000001' },
  farahEnach: { ihno: 7000004, acno: '10456781', scheme: 'LC', plan: 'RG', option: 'G', amount: 4000, sipDay: 20, startedMonthsAgo: 8, installments: 36, sipType: '1', umrn: 'SBIN7000000117000004' },
} as const satisfies Record<string, FixtureSip>;

export interface FixtureTxn {
  ihno: number;
  arn: string;
  pan: string;
  acno: string | null;
  scheme: string;
  plan: string;
  option: string;
  trtype: string;
  amount?: number;
  units?: number;
  sipAmount?: number;
  enteredHoursAgo: number;
  /** A (approved) or R (rejected) and hours ago; none: still pending or expired by the clock. */
  decision?: { kind: 'A' | 'R'; hoursAgo: number };
}

const ravi = { arn: DEMO.arn, pan: RAVI.pan };

/** Ravi's transactions on the demo book, by the state they are in right after seeding. */
export const TXNS = {
  pendingPurchase: { ihno: 5000001, ...ravi, acno: '10234561', scheme: 'LC', plan: 'RG', option: 'G', trtype: 'Additional Purchase', amount: 10000, enteredHoursAgo: 2 * H },
  pendingRedemption: { ihno: 5000002, ...ravi, acno: '10234561', scheme: 'FC', plan: 'RG', option: 'G', trtype: 'Redemption', units: 50, enteredHoursAgo: 2 * D },
  /** Expires 2 days after seeding (7-day window). */
  pendingSip: { ihno: 5000003, ...ravi, acno: '10234562', scheme: 'MC', plan: 'DR', option: 'G', trtype: 'SIP Registration', sipAmount: 3000, enteredHoursAgo: 5 * D },
  approved3d: { ihno: 5000004, ...ravi, acno: '10234561', scheme: 'FC', plan: 'RG', option: 'G', trtype: 'Additional Purchase', amount: 7500, enteredHoursAgo: 3 * D, decision: { kind: 'A', hoursAgo: 2 * D } },
  approved10d: { ihno: 5000005, ...ravi, acno: '10234561', scheme: 'LC', plan: 'RG', option: 'G', trtype: 'Switch', amount: 5000, enteredHoursAgo: 10 * D, decision: { kind: 'A', hoursAgo: 9 * D } },
  /** Leaves the approved list 5 days after seeding. */
  approved25d: { ihno: 5000006, ...ravi, acno: '10234561', scheme: 'FC', plan: 'RG', option: 'G', trtype: 'SIP Registration', sipAmount: 5000, enteredHoursAgo: 25 * D, decision: { kind: 'A', hoursAgo: 24 * D } },
  approvedOld: { ihno: 5000007, ...ravi, acno: '10234562', scheme: 'MC', plan: 'DR', option: 'G', trtype: 'Additional Purchase', amount: 2500, enteredHoursAgo: 45 * D, decision: { kind: 'A', hoursAgo: 44 * D } },
  /** Expired by the clock; reinitiable until 14 days after entry (5 days after seeding). */
  expired9d: { ihno: 5000008, ...ravi, acno: '10234561', scheme: 'LC', plan: 'RG', option: 'G', trtype: 'Additional Purchase', amount: 15000, enteredHoursAgo: 9 * D },
  /** Rejected by the investor, listed as expired; reinitiable for 2 more days. */
  expired12d: { ihno: 5000009, ...ravi, acno: '10234562', scheme: 'MC', plan: 'DR', option: 'G', trtype: 'Redemption', amount: 20000, enteredHoursAgo: 12 * D, decision: { kind: 'R', hoursAgo: 11 * D } },
  /** Expired and past the 14-day reinitiate window, still listed (within 30 days). */
  expired20d: { ihno: 5000010, ...ravi, acno: null, scheme: 'SD', plan: 'RG', option: 'G', trtype: 'New Purchase', amount: 25000, enteredHoursAgo: 20 * D },
  /** On ARN-445566's book: ARN-112233 never sees it. */
  farahPending: { ihno: 5000101, arn: TXN.arn, pan: FARAH.pan, acno: '10456781', scheme: 'LC', plan: 'RG', option: 'G', trtype: 'Additional Purchase', amount: 8000, enteredHoursAgo: 1 * D },
} as const satisfies Record<string, FixtureTxn>;
