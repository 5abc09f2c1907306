import { isWorkingDay, isWeekday } from '../../lib/rules/working-days';
import { seededCalendar } from '../../sandbox/domains/schemes/market-calendar';
import type { Harness } from './sandbox-harness';

// Placing the sandbox clock at a wall-clock time in India, for tests of the cut-off and the allotment
// hour. The clock is real time plus an offset, so a test moves it to a chosen instant and goes on.

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export const istDayOf = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** DD/MM/YYYY, the registrar's NavDate. */
export const dmy = (day: string) => day.split('-').reverse().join('/');
export const istInstant = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

export async function sandboxNow(h: Harness): Promise<Date> {
  return new Date((await h.admin<{ now: string }>('clock')).now);
}

/** Moves the clock forward to `at`. */
export async function moveTo(h: Harness, at: Date): Promise<void> {
  const minutes = (at.getTime() - (await sandboxNow(h)).getTime()) / 60_000;
  if (minutes <= 0) throw new Error(`the clock is already past ${at.toISOString()}`);
  await h.admin('clock', { body: { advanceMinutes: minutes } });
}

/** Whether no seeded trading holiday falls on `day` or the three days after it, so weekday arithmetic holds there. */
const clearOfHolidays = (day: string) => [0, 1, 2, 3].map((n) => addDays(day, n)).every((d) => !isWeekday(d) || isWorkingDay(d, seededCalendar()));

/**
 * Moves the clock to `hhmm` IST on the first day ahead whose weekday (0 Sunday … 6 Saturday) is listed
 * and that no trading holiday follows within three days (tests of holidays choose their days themselves); that day.
 */
export async function moveToNext(h: Harness, weekdays: readonly number[], hhmm: string): Promise<string> {
  const now = await sandboxNow(h);
  for (let n = 0; n < 21; n++) {
    const day = addDays(istDayOf(now), n);
    const at = istInstant(day, hhmm);
    if (weekdays.includes(weekdayOf(day)) && clearOfHolidays(day) && at.getTime() > now.getTime() + 60_000) {
      await moveTo(h, at);
      return day;
    }
  }
  throw new Error('no such day within three weeks');
}
