import { addMonths, formatDisplayDay, formatIsoDay, parseDisplayDate, type CalendarDay } from '../dates';
import { endsBeyondHorizon, SIP_LAST_YEAR } from '../rules/sip-horizon';

// The SIP form's date rules (seed 001 sections 4 and 9, seed 002 sections 4.3 and 5): the perpetual
// end, the 2099 cap and the mandate's window (the top-up's dates are ../rules/sip-topup.ts). Dates are DD/MM/YYYY as the form keeps them.

/** A comparable key of a display date ('' when it is not one). */
export const dayKey = (text: string): string => {
  const d = parseDisplayDate(text);
  return d ? formatIsoDay(d) : '';
};

/** A perpetual SIP runs to December 2099 on its SIP day, or to the mandate's end when it has one. */
export function perpetualEnd(sipDay: number, mandateEnd: string | null): string {
  if (mandateEnd && parseDisplayDate(mandateEnd)) return mandateEnd;
  const day: CalendarDay = { year: SIP_LAST_YEAR, month: 12, day: sipDay };
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

/** A SIP's end date past the horizon (../rules/sip-horizon.ts); false for a date it cannot read. */
export function beyondCap(end: string, perpetual: boolean): boolean {
  const d = parseDisplayDate(end);
  return !!d && endsBeyondHorizon(d.year, perpetual);
}


/** The first date with the SIP day on or after `today`: what CalcSIPEnddt is asked to start from. */
export function nextSipDate(today: CalendarDay, sipDay: number): CalendarDay {
  const same: CalendarDay = { ...today, day: sipDay };
  return sipDay >= today.day ? same : addMonths(same, 1);
}
