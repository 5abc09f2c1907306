import { isWorkingDay, type MarketCalendar } from './working-days';

// Which day's NAV a one-off transaction gets, and when its allotment is processed. The registrar
// strikes one NAV per business day, its working day (working-days.ts: Monday to Friday less the trading
// holidays of the calendar it keeps, which every rule here takes). A request complete before the 3 pm
// cut-off (IST) gets that day's NAV, a later one the next business day's.
// For purchases of Rs 2,00,000 or more the request is complete only when the money reaches the fund
// (seed 002: "purchases of 2 lakh or more use fund credit time"), so the cut-off applies to the credit.
// India keeps one fixed offset (+05:30, no daylight saving): no time-zone database is needed.

export type NavTransactionKind = 'purchase' | 'redemption' | 'switch';

/** The registrar's cut-off, minutes after midnight IST. */
export const CUT_OFF_MINUTES = 15 * 60;
/** A purchase of this many rupees or more takes the NAV of the day its money is credited. */
export const FUND_CREDIT_THRESHOLD = 200_000;
/** When a large purchase's money is credited: the next business day after approval, at 10:00 IST. */
export const FUND_CREDIT_MINUTES = 10 * 60;
/** A day's NAV is struck and its allotments processed at 23:00 IST on that day. */
export const ALLOTMENT_MINUTES = 23 * 60;

/** The trtype names of the one-off transactions the registrar allots, by kind. */
export const NAV_TRANSACTION_KINDS: Readonly<Record<string, NavTransactionKind>> = {
  'New Purchase': 'purchase',
  'Additional Purchase': 'purchase',
  Redemption: 'redemption',
  Switch: 'switch',
};

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The IST calendar day of an instant, YYYY-MM-DD. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** Minutes after midnight IST of an instant. */
export const istMinutes = (at: Date): number => Math.floor(((at.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);

/** The instant of `minutes` after midnight IST on `day` (YYYY-MM-DD). */
export const istInstant = (day: string, minutes: number): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + minutes * 60_000);

const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A day the registrar strikes a NAV: one of its working days. */
export const isBusinessDay = (day: string, calendar: MarketCalendar): boolean => isWorkingDay(day, calendar);

/** The first business day after `day`. */
export function nextBusinessDay(day: string, calendar: MarketCalendar): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next, calendar)) next = addDays(next, 1);
  return next;
}

/** The NAV day of a request complete at `at`: that day before the cut-off on a business day, else the next business day. */
export function navDayOf(at: Date, calendar: MarketCalendar): string {
  const day = istDay(at);
  return isBusinessDay(day, calendar) && istMinutes(at) < CUT_OFF_MINUTES ? day : nextBusinessDay(day, calendar);
}

/** Whether a purchase's NAV day follows the credit of its money rather than the approval. */
export const usesFundCredit = (kind: NavTransactionKind, amount: number): boolean => kind === 'purchase' && amount >= FUND_CREDIT_THRESHOLD;

/** When the money paid with an approval reaches the fund, as the sandbox models it. */
export const fundCreditTime = (approvedAt: Date, calendar: MarketCalendar): Date => istInstant(nextBusinessDay(istDay(approvedAt), calendar), FUND_CREDIT_MINUTES);

export interface NavRequest {
  kind: NavTransactionKind;
  /** Rupees; 0 for a redemption or switch asked in units. */
  amount: number;
  /** When the investor approved (the payment goes with the approval). */
  approvedAt: Date;
  /** When the money was credited; by default fundCreditTime(approvedAt). Read only at or above the threshold. */
  creditedAt?: Date;
}

/** The day (YYYY-MM-DD) whose NAV the transaction is allotted at. */
export function applicableNavDay(r: NavRequest, calendar: MarketCalendar): string {
  if (!usesFundCredit(r.kind, r.amount)) return navDayOf(r.approvedAt, calendar);
  return navDayOf(r.creditedAt ?? fundCreditTime(r.approvedAt, calendar), calendar);
}

/** When the allotment at `navDay`'s NAV is processed: once that NAV is struck. */
export const allotmentDueAt = (navDay: string): Date => istInstant(navDay, ALLOTMENT_MINUTES);
