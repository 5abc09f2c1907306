import { z } from 'zod';
import { addDays, addMonths, daysBetween, formatDisplayDay, parseDisplayDate, type CalendarDay } from '../dates';
import { formatIndian } from '../money';
import { parseWholeRupees } from '../rules/amount';

// The SIP TOP-UP form (seed 002 sections 3, 4.3, 5 and 9; seed 001 section 9): a Half-Yearly or Yearly
// step-up of a live SIP's instalment, from a start date to an end date that both fall on the SIP's day.
// The window depends on the SIP itself, so the schema is built from the SIP's facts: the browser builds
// it from the live-SIP row, the BFF from the registrar's own record.

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

const text = z.string();

export const topupShape = {
  topUpFrequency: z.union([z.enum(TOPUP_FREQUENCIES), z.literal('')]),
  topUpAmount: text,
  topUpStartDate: text,
  topUpEndDate: text,
};

export type TopupValues = z.output<z.ZodObject<typeof topupShape>>;
export type TopupInput = z.input<z.ZodObject<typeof topupShape>>;

/** The first problem of each field, keyed by field name; empty when the top-up may go. */
export function topupProblems(v: TopupValues, sip: TopupSip, today: CalendarDay): Partial<Record<keyof TopupValues, string>> {
  const out: Partial<Record<keyof TopupValues, string>> = {};
  if (!v.topUpFrequency) out.topUpFrequency = TOPUP_MESSAGES.frequency;

  const amount = parseWholeRupees(v.topUpAmount);
  if (!v.topUpAmount.trim()) out.topUpAmount = TOPUP_MESSAGES.amount;
  else if (amount === null || amount < TOPUP_MIN_AMOUNT) out.topUpAmount = TOPUP_MESSAGES.minimum;
  else if (sip.scheme === 'TS' && amount % 500 !== 0) out.topUpAmount = TOPUP_MESSAGES.multiple;
  else if ((sip.enachflag === '1' || sip.enachflag === '2') && sip.mandateAmount !== null && amount > sip.mandateAmount) {
    out.topUpAmount = TOPUP_MESSAGES.mandate(sip.mandateAmount);
  }

  const start = dateProblem(v.topUpStartDate, TOPUP_MESSAGES.startDate, sip.start.day);
  if (typeof start === 'string') out.topUpStartDate = start;
  else {
    const window = topupStartWindow(sip, today);
    if (daysBetween(start, sip.end) < 0) out.topUpStartDate = TOPUP_MESSAGES.startPastEnd;
    else if (daysBetween(window.from, start) < 0 || daysBetween(start, window.to) < 0) out.topUpStartDate = TOPUP_MESSAGES.window(window.from, window.to);
  }

  const end = dateProblem(v.topUpEndDate, TOPUP_MESSAGES.endDate, sip.start.day);
  if (typeof end === 'string') out.topUpEndDate = end;
  else if (daysBetween(end, TOPUP_LAST_DAY) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPast2099;
  else if (daysBetween(end, sip.end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPastEnd;
  else if (typeof start !== 'string' && v.topUpFrequency) {
    const min = topupMinEnd(start, v.topUpFrequency);
    // A Yearly top-up whose first year already runs past the SIP is refused in the seed's own words.
    if (daysBetween(min, sip.end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPastEnd;
    else if (daysBetween(min, end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endTooSoon(min);
  }
  return out;
}

function dateProblem(value: string, mandatory: string, sipDay: number): CalendarDay | string {
  if (!value.trim()) return mandatory;
  const day = parseDisplayDate(value);
  if (!day) return TOPUP_MESSAGES.invalidDate;
  if (day.day !== sipDay) return TOPUP_MESSAGES.sipDay(sipDay);
  return day;
}

/** The form's schema for one SIP on one day: every rule, each message on its field. */
export function sipTopupSchema(sip: TopupSip, today: CalendarDay) {
  return z.object(topupShape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(topupProblems(v, sip, today))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
