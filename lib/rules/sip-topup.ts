import { addDays, addMonths, daysBetween, formatDisplayDay, type CalendarDay } from '../dates';
import { SIP_LAST_YEAR } from './sip-horizon';

// The dates of a SIP top-up (seed 001 sections 4 and 9, seed 002 sections 4.3, 4.5, 5 and 9), one rule
// for the SIP registration form, the SIP TOP-UP screen of a live SIP, the new investor's iSIP and the
// registrar's own checks:
// - both dates fall on the SIP's day of month (the day of its first instalment);
// - the start lies in a window three months wide from six months after the SIP's start (for a live
//   SIP already older than that, from the next SIP day the registrar can still process);
// - the end is at least 5 months (Half-Yearly) or 11 months (Yearly) after the start, within the SIP
//   and never after 31 Dec 2099.
// A window that no date can meet is not offered: the helpers below answer why instead.

export type TopupFrequency = 'H' | 'Y';
/** The least top-up, in rupees, wherever a top-up is taken; an ELSS top-up goes in multiples of it. */
export const TOPUP_MIN_AMOUNT = 500;
export const TOPUP_LAST_DAY: CalendarDay = { year: SIP_LAST_YEAR, month: 12, day: 31 };
/** Months from the top-up's start to its earliest end. */
export const TOPUP_MIN_END_MONTHS: Record<TopupFrequency, number> = { H: 5, Y: 11 };

/** A live SIP takes a top-up only with more than this many instalments left. */
export const TOPUP_MIN_INSTALMENTS_LEFT = 6;

export const topupSipDayMessage = (day: number) => `Top-up dates should fall on the SIP day (${day} of the month)`;

/** The seed's words for the top-up rules, wherever a top-up is taken and by the registrar. */
export const TOPUP_RULE_MESSAGES = {
  frequency: 'TOP-UP Frequency is Mandatory',
  amount: 'TOP-UP Amount is Mandatory',
  minimum: `Amount should be greater than or equal to ${TOPUP_MIN_AMOUNT}`,
  multiple: `Amount should be in multiple of ${TOPUP_MIN_AMOUNT}`,
  window: (from: string, to: string) => `Top-up Start Date should be between ${from} and ${to}`,
  startPastEnd: 'Top-up Start Date should not exceed SIP End Date',
  endPastEnd: 'Top-up End Date should not exceed SIP End date',
  fewInstalments: `Top-up needs more than ${TOPUP_MIN_INSTALMENTS_LEFT} installments left`,
} as const;

/** What the date rules need to know about the SIP. */
export interface TopupDatesSip {
  /** The first instalment's day; its day of month is the SIP day. */
  start: CalendarDay;
  end: CalendarDay;
  /** 2 (UPI Autopay) needs 5 days' notice, anything else 10. */
  enachflag?: string;
}

const later = (a: CalendarDay, b: CalendarDay) => (daysBetween(a, b) > 0 ? b : a);
const earlier = (a: CalendarDay, b: CalendarDay) => (daysBetween(a, b) < 0 ? b : a);
/** a is after b. */
export const isAfter = (a: CalendarDay, b: CalendarDay) => daysBetween(b, a) > 0;

export const onSipDay = (date: CalendarDay, sip: Pick<TopupDatesSip, 'start'>) => date.day === sip.start.day;

/** The first day on or after `from` that falls on day-of-month `day` (SIP days are 1 to 28). */
export function nextSipDay(from: CalendarDay, day: number): CalendarDay {
  const same = { ...from, day };
  return from.day <= day ? same : addMonths(same, 1);
}

/** The last day on or before `to` that falls on day-of-month `day`. */
export function previousSipDay(to: CalendarDay, day: number): CalendarDay {
  const same = { ...to, day };
  return to.day >= day ? same : addMonths(same, -1);
}

/**
 * The start window: six months after the SIP's start and three months wide. With `today` (a live SIP),
 * the window starts no earlier than the next SIP day the registrar can still process.
 */
export function topupStartWindow(sip: TopupDatesSip, today?: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  const six = addMonths(sip.start, 6);
  const lead = sip.enachflag === '2' ? 5 : 10;
  const from = nextSipDay(today ? later(six, addDays(today, lead)) : six, sip.start.day);
  return { from, to: addMonths(from, 3) };
}

/** The earliest end for a start. */
export const topupMinEnd = (start: CalendarDay, frequency: TopupFrequency) => addMonths(start, TOPUP_MIN_END_MONTHS[frequency]);

/** The latest end: the SIP's own end, never past 31 Dec 2099. */
export const topupMaxEnd = (sip: Pick<TopupDatesSip, 'end'>) => earlier(sip.end, TOPUP_LAST_DAY);

/** Why no top-up date can be met: every start is past the SIP's end, or no end fits after any start. */
export type TopupImpossible = 'startPastEnd' | 'endPastEnd';
export type TopupRange = { from: CalendarDay; to: CalendarDay } | { impossible: TopupImpossible };

/** The starts that leave room for an end of this frequency: the window cut to what the SIP allows. */
export function topupStartRange(sip: TopupDatesSip, frequency: TopupFrequency, today?: CalendarDay): TopupRange {
  const window = topupStartWindow(sip, today);
  if (isAfter(window.from, sip.end)) return { impossible: 'startPastEnd' };
  const latest = previousSipDay(addMonths(topupMaxEnd(sip), -TOPUP_MIN_END_MONTHS[frequency]), sip.start.day);
  const to = earlier(window.to, latest);
  return isAfter(window.from, to) ? { impossible: 'endPastEnd' } : { from: window.from, to };
}

/** The ends a start allows. */
export function topupEndRange(sip: TopupDatesSip, start: CalendarDay, frequency: TopupFrequency): TopupRange {
  const from = topupMinEnd(start, frequency);
  const to = previousSipDay(topupMaxEnd(sip), sip.start.day);
  return isAfter(from, to) ? { impossible: 'endPastEnd' } : { from, to };
}

/** A date field's hint: the dates it can take, or why it can take none (`why` in the form's words). */
export const topupRangeHint = (range: TopupRange, why: Record<TopupImpossible, string>) =>
  'impossible' in range ? why[range.impossible] : `Between ${formatDisplayDay(range.from)} and ${formatDisplayDay(range.to)}`;

/** The first rule a start date breaks, or null. */
export function topupStartProblem(sip: TopupDatesSip, start: CalendarDay, today?: CalendarDay): 'sipDay' | 'startPastEnd' | 'window' | null {
  if (!onSipDay(start, sip)) return 'sipDay';
  if (isAfter(start, sip.end)) return 'startPastEnd';
  const window = topupStartWindow(sip, today);
  return isAfter(window.from, start) || isAfter(start, window.to) ? 'window' : null;
}

/** The first rule an end date breaks, or null (`start` null: its own rules only). */
export function topupEndProblem(
  sip: TopupDatesSip,
  end: CalendarDay,
  start: CalendarDay | null,
  frequency: TopupFrequency | '',
): 'sipDay' | 'past2099' | 'endPastEnd' | 'tooSoon' | null {
  if (!onSipDay(end, sip)) return 'sipDay';
  if (isAfter(end, TOPUP_LAST_DAY)) return 'past2099';
  if (isAfter(end, sip.end)) return 'endPastEnd';
  if (!start || !frequency) return null;
  const min = topupMinEnd(start, frequency);
  // A top-up whose first step already runs past the SIP is refused in the seed's own words.
  if (isAfter(min, topupMaxEnd(sip))) return 'endPastEnd';
  return isAfter(min, end) ? 'tooSoon' : null;
}
