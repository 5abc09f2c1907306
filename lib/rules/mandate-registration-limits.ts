import { addDays, addMonths, daysBetween, formatDisplayDay, parseDisplayDate, type CalendarDay } from '../dates';
import { formatIndian } from '../money';

// The registrar's limits on an e-mandate (seed 002 sections 5 and 9): the amount range and the
// horizon of each kind, the 100-day start window and the 6-month minimum validity. The form, the BFF
// and the sandbox all apply them from here.

export type MandateKind = 'ENACH' | 'UPI';

export const MANDATE_LIMITS: Readonly<Record<MandateKind, { min: number; max: number; years: number }>> = {
  ENACH: { min: 1000, max: 1_00_00_000, years: 40 },
  UPI: { min: 1000, max: 1_00_000, years: 30 },
};

/** The latest start the registrar takes, in days from today. */
export const START_WINDOW_DAYS = 100;
/** The shortest validity of a mandate, in months after its start. */
export const MIN_VALIDITY_MONTHS = 6;
/** Within this many days of its end, a mandate is flagged: SIP instalments past it will bounce. */
export const ENDING_SOON_DAYS = 365;

/** An account number as the portal shows it: masked but the last four digits. */
export function maskAccount(accountNo: string): string {
  const digits = accountNo.trim();
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** The 'Until Cancelled' end: the kind's horizon after the start (29 Feb falls back to 28 Feb). */
export function untilCancelledEnd(start: CalendarDay, kind: MandateKind): CalendarDay {
  return addMonths(start, MANDATE_LIMITS[kind].years * 12);
}

/** The earliest end the registrar takes: six months after the start. */
export const earliestEnd = (start: CalendarDay): CalendarDay => addMonths(start, MIN_VALIDITY_MONTHS);

/** The last start day the registrar takes. */
export const latestStart = (today: CalendarDay): CalendarDay => addDays(today, START_WINDOW_DAYS);

/** The displayed 'Until Cancelled' end of a typed start, or '' while the start is not a date. */
export function untilCancelledText(startText: string, kind: MandateKind): string {
  const start = parseDisplayDate(startText);
  return start ? formatDisplayDay(untilCancelledEnd(start, kind)) : '';
}

export const MANDATE_DATE_MESSAGES = {
  invalid: 'Enter a valid date (DD/MM/YYYY)',
  startPast: 'Start Date should not be earlier than today',
  startWindow: `Start Date should be within ${START_WINDOW_DAYS} days from today`,
  endBefore: 'End Date should not be earlier than Start Date',
  endSame: 'End Date should not be the same as Start Date',
  endTooSoon: `End Date should be at least ${MIN_VALIDITY_MONTHS} months after Start Date`,
  endTooLate: (years: number) => `End Date should not be more than ${years} years after Start Date`,
} as const;

export const mandateAmountMessages = (kind: MandateKind) => ({
  min: `Amount should be greater than or equal to ${formatIndian(MANDATE_LIMITS[kind].min)}`,
  max: `Amount should be less than or equal to ${formatIndian(MANDATE_LIMITS[kind].max)}`,
});

/** The first amount rule broken, or null. */
export function mandateAmountProblem(amount: number, kind: MandateKind): string | null {
  const m = mandateAmountMessages(kind);
  if (!Number.isInteger(amount) || amount < MANDATE_LIMITS[kind].min) return m.min;
  if (amount > MANDATE_LIMITS[kind].max) return m.max;
  return null;
}

/** The first start-date rule broken, or null. */
export function startProblem(start: CalendarDay, today: CalendarDay): string | null {
  if (daysBetween(today, start) < 0) return MANDATE_DATE_MESSAGES.startPast;
  if (daysBetween(today, start) > START_WINDOW_DAYS) return MANDATE_DATE_MESSAGES.startWindow;
  return null;
}

/** The first end-date rule broken, or null. */
export function endProblem(start: CalendarDay, end: CalendarDay, kind: MandateKind): string | null {
  const d = daysBetween(start, end);
  if (d < 0) return MANDATE_DATE_MESSAGES.endBefore;
  if (d === 0) return MANDATE_DATE_MESSAGES.endSame;
  if (daysBetween(earliestEnd(start), end) < 0) return MANDATE_DATE_MESSAGES.endTooSoon;
  if (daysBetween(untilCancelledEnd(start, kind), end) > 0) return MANDATE_DATE_MESSAGES.endTooLate(MANDATE_LIMITS[kind].years);
  return null;
}

/** Whether a mandate ending on `end` ends within a year of `today`. */
export const endsWithinYear = (end: CalendarDay, today: CalendarDay): boolean => daysBetween(today, end) <= ENDING_SOON_DAYS;
