import 'server-only';
import { istDay } from '@/lib/rules/applicable-nav';
import { marketCalendar, missingCalendarWarning, missingCalendarYears, calendarYearsNeeded, yearOf, type MarketCalendar } from '@/lib/rules/working-days';
import { shortLivedCache } from '../../cache/short-lived';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import { marketCalendar as marketCalendarCall } from '../../fundhouse/endpoints/market-calendar';
import { upstream } from '../../fundhouse/upstream';
import { log } from '../../log';

// The registrar's market calendar, a year at a time, kept an hour per process (the registrar publishes a
// year once, and a correction reaches every instance within the hour). A year it has not published, or
// that could not be read, is left out of the calendar: the rules then count it Monday to Friday and the
// date they give carries the note that says so. A failed read is never kept, so the next count asks again.

export const MARKET_CALENDAR_MS = 60 * 60_000;
const years = shortLivedCache('market-calendar', MARKET_CALENDAR_MS, 16);

/** The registrar's day now: its clock, on India's calendar. */
const registrarToday = () => istDay(new Date(upstreamNow()));

async function askYear(year: number): Promise<readonly string[] | null> {
  const answer = await upstream(marketCalendarCall, { Fund: env().FUND_CODE, Year: String(year) });
  const row = answer.Table[0];
  const published = row?.Published === 'Y' && Number(row.Year) === year;
  // Said once per read (at most hourly per instance), and only for a year the portal needs by now.
  if (!published && calendarYearsNeeded(registrarToday()).includes(year)) log('warn', { marketCalendar: missingCalendarWarning([year]) });
  return published ? answer.DtData.map((h) => h.HolidayDate).filter((day) => yearOf(day) === year) : null;
}

async function readYear(year: number): Promise<readonly string[] | null> {
  try {
    return await years.get(String(year), () => askYear(year));
  } catch (err) {
    log('warn', { marketCalendar: `The market holidays of ${year} could not be read from the registrar`, error: err instanceof Error ? err.name : 'unknown' });
    return null;
  }
}

/** The calendar of `wanted` years, each as the registrar published it; the rest counted Monday to Friday. */
export async function calendarOfYears(wanted: Iterable<number>): Promise<MarketCalendar> {
  const list = [...new Set(wanted)];
  const read = await Promise.all(list.map(async (year) => [year, await readYear(year)] as const));
  return marketCalendar(read.flatMap(([year, days]) => (days ? [[year, days] as const] : [])));
}

/** The calendar a count of working days from `days` (YYYY-MM-DD) needs: their years and the next ones. */
export const calendarFrom = (days: readonly string[]): Promise<MarketCalendar> => calendarOfYears(days.flatMap((day) => [yearOf(day), yearOf(day) + 1]));

/** The needed years the registrar has not published (this one, and from 1 December the next), for the operator. */
export async function missingYearsNow(): Promise<number[]> {
  const today = registrarToday();
  return missingCalendarYears(today, await calendarOfYears(calendarYearsNeeded(today)));
}
