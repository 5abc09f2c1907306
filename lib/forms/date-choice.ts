import { daysBetween, type CalendarDay } from '../dates';

// Which days a date field's calendar offers: a window, and where a rule fixes it (a top-up on the SIP
// day, say) one day of the month. The same facts the field's hint states and its schema checks.

export interface DateChoice {
  from: CalendarDay;
  to: CalendarDay;
  /** Only this day of the month (1-31). */
  day?: number;
}

export const calendarDayOf = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
/** Noon local time, so the browser's calendar shows the day whatever its zone's offset. */
export const localDateOf = (d: CalendarDay) => new Date(d.year, d.month - 1, d.day, 12);

export function offered(choice: DateChoice, d: CalendarDay): boolean {
  if (daysBetween(choice.from, d) < 0 || daysBetween(d, choice.to) < 0) return false;
  return choice.day === undefined || d.day === choice.day;
}

/** A rule's window as a calendar's choice (null when no day can be met: the hint says why). */
export function choiceOf(range: { from: CalendarDay; to: CalendarDay } | { impossible: string }, day?: number): DateChoice | null {
  return 'from' in range ? { from: range.from, to: range.to, day } : null;
}
