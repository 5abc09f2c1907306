import { addDays, addMonths, daysBetween, formatDisplayDay, type CalendarDay } from '../dates';
import { formatIndian } from '../money';

// The SIP top-up's limits, wording and date window without zod, for the screens that show them;
// ./sip-topup.ts holds the form's rules.

export const TOPUP_FREQUENCIES = ['H', 'Y'] as const;
export type TopupFrequency = (typeof TOPUP_FREQUENCIES)[number];
export const TOPUP_FREQUENCY_LABELS: Record<TopupFrequency, string> = { H: 'Half-Yearly', Y: 'Yearly' };
export const TOPUP_MIN_AMOUNT = 500;

/** Top-up is offered only for a live SIP with more than this many instalments left. */
export const TOPUP_MIN_INSTALMENTS_LEFT = 6;
export const TOPUP_LAST_DAY: CalendarDay = { year: 2099, month: 12, day: 31 };

export const TOPUP_MESSAGES = {
  frequency: 'TOP-UP Frequency is Mandatory',
  amount: 'TOP-UP Amount is Mandatory',
  startDate: 'TOP-UP Start Date is Mandatory',
  endDate: 'TOP-UP End Date is Mandatory',
  minimum: 'Amount should be greater than or equal to 500',
  multiple: 'Amount should be in multiple of 500',
  mandate: (max: number) => `Amount should not be greater than Mandate Amount ${formatIndian(max)}`,
  invalidDate: 'Enter a valid date (DD/MM/YYYY)',
  sipDay: (day: number) => `Top-up dates should fall on the SIP day (${day} of the month)`,
  window: (from: CalendarDay, to: CalendarDay) => `Top-up Start Date should be between ${formatDisplayDay(from)} and ${formatDisplayDay(to)}`,
  startPastEnd: 'Top-up Start Date should not exceed SIP End Date',
  endPastEnd: 'Top-up End Date should not exceed SIP End date',
  endTooSoon: (min: CalendarDay) => `Top-up End Date should be on or after ${formatDisplayDay(min)}`,
  endPast2099: 'Top-up End Date should not be later than 31/12/2099',
  fewInstalments: 'Top-up needs more than 6 installments left',
  processing: 'A top-up registration may take up to 10 days to be processed.',
} as const;

/** What the rules need to know about the SIP being topped up. */
export interface TopupSip {
  /** The first instalment's day; its day of month is the SIP day. */
  start: CalendarDay;
  end: CalendarDay;
  /** Scheme code: an ELSS (TS) top-up goes in multiples of 500. */
  scheme: string;
  /** 1 eNACH or 2 UPI Autopay caps the top-up at the mandate amount; 2 also shortens the lead time. */
  enachflag: string;
  mandateAmount: number | null;
  instalmentsLeft: number;
}

const later = (a: CalendarDay, b: CalendarDay) => (daysBetween(a, b) > 0 ? b : a);

const earlier = (a: CalendarDay, b: CalendarDay) => (daysBetween(a, b) < 0 ? b : a);

/** The first day on or after `from` that falls on day-of-month `day` (SIP days are 1 to 28). */
export function nextSipDay(from: CalendarDay, day: number): CalendarDay {
  const same = { ...from, day };
  return from.day <= day ? same : addMonths(same, 1);
}

/**
 * The start window: six months after the SIP's start (or, for an older SIP, the next SIP day far
 * enough ahead for the registrar: 5 days for UPI Autopay, else 10), and three months wide.
 */
export function topupStartWindow(sip: TopupSip, today: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  const lead = sip.enachflag === '2' ? 5 : 10;
  const from = nextSipDay(later(addMonths(sip.start, 6), addDays(today, lead)), sip.start.day);
  return { from, to: addMonths(from, 3) };
}

/** The earliest end for a start: 5 months after it for Half-Yearly, 11 for Yearly. */
export const topupMinEnd = (start: CalendarDay, frequency: TopupFrequency) => addMonths(start, frequency === 'H' ? 5 : 11);

/** The latest end: the SIP's own end, and never past 31 Dec 2099. */
export const topupMaxEnd = (sip: TopupSip) => earlier(sip.end, TOPUP_LAST_DAY);
export const topupAllowed = (sip: TopupSip) => sip.instalmentsLeft > TOPUP_MIN_INSTALMENTS_LEFT;
