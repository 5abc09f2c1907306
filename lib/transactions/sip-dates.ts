import { addMonths, formatDisplayDay, formatIsoDay, parseDisplayDate, type CalendarDay } from '../dates';
import { topupMinEnd, topupStartWindow } from '../rules/sip-topup';

// The SIP form's date rules (seed 001 sections 4 and 9, seed 002 sections 4.3 and 5): the perpetual
// end, the 2099 cap, the top-up window and the mandate's window. Dates are DD/MM/YYYY as the form keeps them.

export const PERPETUAL_YEAR = 2099;
export const TOP_UP_MONTHS = { H: 6, Y: 12 } as const;
export type TopUpFrequency = keyof typeof TOP_UP_MONTHS;

/** A comparable key of a display date ('' when it is not one). */
export const dayKey = (text: string): string => {
  const d = parseDisplayDate(text);
  return d ? formatIsoDay(d) : '';
};

/** A perpetual SIP runs to December 2099 on its SIP day, or to the mandate's end when it has one. */
export function perpetualEnd(sipDay: number, mandateEnd: string | null): string {
  if (mandateEnd && parseDisplayDate(mandateEnd)) return mandateEnd;
  const day: CalendarDay = { year: PERPETUAL_YEAR, month: 12, day: sipDay };
  return formatDisplayDay(day);
}

/** Installments of a SIP from its start to a (perpetual) end date, at 1 or 3 months a step. */
export function installmentsBetween(start: string, end: string, stepMonths: number): number {
  const a = parseDisplayDate(start);
  const b = parseDisplayDate(end);
  if (!a || !b) return 0;
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  return Math.floor(months / stepMonths) + 1;
}

/** A SIP may not end in or after 2099 unless it is perpetual (which ends in December 2099). */
export function beyondCap(end: string, perpetual: boolean): boolean {
  const d = parseDisplayDate(end);
  if (!d) return false;
  return perpetual ? d.year > PERPETUAL_YEAR : d.year >= PERPETUAL_YEAR;
}

/** The top-up's start window (../rules/sip-topup.ts) on display dates: six to nine months after the SIP's start. */
export function topUpStartWindow(sipStart: string): { from: string; to: string } | null {
  const start = parseDisplayDate(sipStart);
  if (!start) return null;
  const { from, to } = topupStartWindow({ start, end: start });
  return { from: formatDisplayDay(from), to: formatDisplayDay(to) };
}

/** The earliest top-up end (../rules/sip-topup.ts) on display dates. */
export function topUpEndMin(topUpStart: string, frequency: TopUpFrequency): string {
  const start = parseDisplayDate(topUpStart);
  return start ? formatDisplayDay(topupMinEnd(start, frequency)) : '';
}

/** Whether `date` lies within [from, to] (inclusive; an empty bound is open). */
export function within(date: string, from: string, to: string): boolean {
  const k = dayKey(date);
  if (!k) return false;
  return (!from || k >= dayKey(from)) && (!to || k <= dayKey(to));
}

/** The first date with the SIP day on or after `today`: what CalcSIPEnddt is asked to start from. */
export function nextSipDate(today: CalendarDay, sipDay: number): CalendarDay {
  const same: CalendarDay = { ...today, day: sipDay };
  return sipDay >= today.day ? same : addMonths(same, 1);
}
