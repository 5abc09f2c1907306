// The registrar's working days: Monday to Friday, except the exchanges' trading holidays, when the fund
// houses and their registrars neither process nor strike a NAV. Days are India's calendar days, YYYY-MM-DD.
// The holidays are data the registrar keeps and publishes a year at a time (`/GetMarketCalendar`,
// docs/upstream-protocol.md), never code: every rule here takes the calendar it counts on, so the same
// rule counts the portal's dates on the registrar's answer and the sandbox's on its own table.
// A year the registrar has not published is counted Monday to Friday, never guessed silently: a day
// counted through such a year names the year, and whoever shows the day shows the note beside it.

/** The years the registrar has published, each with its trading holidays that fall on a weekday. */
export interface MarketCalendar {
  readonly years: ReadonlyMap<number, ReadonlySet<string>>;
}

export const marketCalendar = (published: Iterable<readonly [number, Iterable<string>]>): MarketCalendar => ({
  years: new Map([...published].map(([year, days]) => [year, new Set(days)])),
});

/** No year published: every day is counted Monday to Friday (and says so). */
export const NO_PUBLISHED_YEARS: MarketCalendar = marketCalendar([]);

export const yearOf = (day: string): number => Number(day.slice(0, 4));

const DAY_MS = 86_400_000;

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export const isWorkingDay = (day: string, calendar: MarketCalendar): boolean => isWeekday(day) && !calendar.years.get(yearOf(day))?.has(day);

/** A day counted on the calendar, and the years it was counted through that the registrar has not published. */
export interface CountedDay {
  day: string;
  weekdaysOnly: readonly number[];
}

/** The years among `days` that `calendar` lacks, in order. */
export const unpublishedYears = (days: readonly string[], calendar: MarketCalendar): number[] =>
  [...new Set(days.map(yearOf))].filter((year) => !calendar.years.has(year)).sort((a, b) => a - b);

/** The `n`th working day after `day` (which itself does not count, working or not). */
export function addWorkingDays(day: string, n: number, calendar: MarketCalendar): CountedDay {
  let out = day;
  const seen: string[] = [];
  for (let left = n; left > 0; ) {
    out = nextDay(out);
    seen.push(out);
    if (isWorkingDay(out, calendar)) left -= 1;
  }
  return { day: out, weekdaysOnly: unpublishedYears(seen, calendar) };
}

const years = (list: readonly number[]) => list.join(' and ');

/** Beside a date counted through a year whose holidays the registrar has not published. */
export const weekdaysOnlyNote = (list: readonly number[]): string =>
  `Counted Monday to Friday: the registrar has not published the market holidays of ${years(list)}, so this date may move.`;

/** From this day (MM-DD) of a year the registrar's calendar of the next one is due. */
export const CALENDAR_DUE_FROM = '12-01';

/** The years whose holidays the portal must have on `today`: this one, and from 1 December the next. */
export function calendarYearsNeeded(today: string): number[] {
  const year = yearOf(today);
  return today.slice(5) >= CALENDAR_DUE_FROM ? [year, year + 1] : [year];
}

/** The years needed on `today` that the registrar has not published. */
export const missingCalendarYears = (today: string, calendar: MarketCalendar): number[] =>
  calendarYearsNeeded(today).filter((year) => !calendar.years.has(year));

/** The operator's warning while a needed year is missing. */
export const missingCalendarWarning = (list: readonly number[]): string =>
  `The registrar has not published the market holidays of ${years(list)}: working days and NAV days there are counted Monday to Friday until it does.`;
