import { marketCalendar, yearOf, type MarketCalendar } from '../../../lib/rules/working-days';
import { bulkInsert, type Db } from '../../db/client';

// The market calendar the registrar keeps: the years it has published and each year's trading holidays
// that fall on a weekday. Its own rules (allotment, a cancellation's day) count on this table through
// lib/rules/working-days.ts, and /GetMarketCalendar hands it to the portal. A year not in
// market_calendar_years is not published: counted Monday to Friday, and the portal says so.

export const marketCalendarDdl = /* sql */ `
create table market_calendar_years (
  year int primary key,
  source text not null
);
create table market_holidays (
  day date primary key,
  name text not null,
  check (extract(isodow from day) < 6)
);
`;

interface PublishedYear {
  year: number;
  /** What the year's list follows. */
  source: string;
  holidays: readonly (readonly [day: string, name: string])[];
}

/** The years seeded as published: 2026 and 2027, weekday holidays only (weekend ones close nothing). */
export const PUBLISHED_YEARS: readonly PublishedYear[] = [
  {
    year: 2026,
    // NSE's circular on trading holidays for 2026 (capital market segment, 12 December 2025), with the
    // holiday of 15 January 2026 for the Maharashtra municipal elections the exchanges added later.
    source: 'NSE circular on trading holidays for the calendar year 2026, with 15 January added later',
    holidays: [
      ['2026-01-15', 'Municipal Corporation Elections in Maharashtra'],
      ['2026-01-26', 'Republic Day'],
      ['2026-03-03', 'Holi'],
      ['2026-03-26', 'Shri Ram Navami'],
      ['2026-03-31', 'Shri Mahavir Jayanti'],
      ['2026-04-03', 'Good Friday'],
      ['2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
      ['2026-05-01', 'Maharashtra Day'],
      ['2026-05-28', 'Bakri Id'],
      ['2026-06-26', 'Muharram'],
      ['2026-09-14', 'Ganesh Chaturthi'],
      ['2026-10-02', 'Mahatma Gandhi Jayanti'],
      ['2026-10-20', 'Dussehra'],
      ['2026-11-10', 'Diwali Balipratipada'],
      ['2026-11-24', 'Prakash Gurpurb Sri Guru Nanak Dev'],
      ['2026-12-25', 'Christmas'],
    ],
  },
  {
    year: 2027,
    // The exchanges' circular for 2027 was not to hand when this was seeded. The list follows the
    // holidays NSE has kept every year (fixed dates, Good Friday, and the festivals of the Hindu and
    // Islamic calendars it closes for) on their 2027 dates as the open-source python-holidays project's
    // XNSE calendar computes them; the Islamic dates (Id-Ul-Fitr, Bakri Id, Muharram) are estimates that
    // depend on the moon's sighting. Maha Shivaratri, Mahavir Jayanti, Ganesh Chaturthi, Dussehra,
    // Diwali Balipratipada, Guru Nanak Jayanti, Maharashtra Day, Independence Day, Gandhi Jayanti and
    // Christmas fall on a Saturday or Sunday in 2027. Correct this list when the circular is out.
    source: 'NSE holiday rules on 2027 dates (python-holidays XNSE); Islamic dates estimated',
    holidays: [
      ['2027-01-26', 'Republic Day'],
      ['2027-03-10', 'Id-Ul-Fitr (Ramadan Eid)'],
      ['2027-03-22', 'Holi'],
      ['2027-03-26', 'Good Friday'],
      ['2027-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'],
      ['2027-04-15', 'Shri Ram Navami'],
      ['2027-05-17', 'Bakri Id'],
      ['2027-06-16', 'Muharram'],
      ['2027-10-29', 'Diwali Laxmi Pujan'],
    ],
  },
];

/** The seeded calendar as the rules take it (all of it, or only `years`), for tests that count on it. */
export const seededCalendar = (years?: readonly number[]): MarketCalendar =>
  marketCalendar(PUBLISHED_YEARS.filter((y) => !years || years.includes(y.year)).map((y) => [y.year, y.holidays.map(([day]) => day)] as const));

/** Seeded before the domains (sandbox/seed/seed.ts): the seeded history's allotments count on it. */
export async function seedMarketCalendar(db: Db): Promise<void> {
  await bulkInsert(db, 'market_calendar_years', PUBLISHED_YEARS.map(({ year, source }) => ({ year, source })));
  await bulkInsert(db, 'market_holidays', PUBLISHED_YEARS.flatMap((y) => y.holidays.map(([day, name]) => ({ day, name }))));
}

export interface HolidayRow {
  day: string;
  name: string;
}

/** One year as the registrar answers it: null when not published, else its holidays in date order. */
export async function publishedYear(db: Db, year: number): Promise<HolidayRow[] | null> {
  const { rows: known } = await db.query('select 1 from market_calendar_years where year = $1', [year]);
  if (known.length === 0) return null;
  const { rows } = await db.query<HolidayRow>(
    `select to_char(day, 'YYYY-MM-DD') as day, name from market_holidays where extract(year from day) = $1 order by day`,
    [year],
  );
  return rows;
}

/** The whole calendar the registrar keeps, for its own rules. */
export async function loadMarketCalendar(db: Db): Promise<MarketCalendar> {
  const { rows: years } = await db.query<{ year: number }>('select year from market_calendar_years');
  const { rows: days } = await db.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from market_holidays`);
  return marketCalendar(years.map(({ year }) => [year, days.map((d) => d.day).filter((d) => yearOf(d) === year)] as const));
}
