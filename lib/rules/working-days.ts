// The registrar's working days: Monday to Friday, except the exchanges' trading holidays, when the
// fund houses and their registrars do not process. Days are India's calendar days, YYYY-MM-DD.
// The NAV cut-off (applicable-nav.ts) keeps its own Monday-to-Friday days: which NAV a purchase gets
// is the allotment's rule, not a processing deadline.

/**
 * Trading holidays of 2026 that fall on a weekday, as NSE and BSE announced them (NSE circular on
 * trading holidays for 2026, with the holiday of 15 January 2026 for the Maharashtra municipal
 * elections added later). The next year's list is added here when the exchanges publish it.
 */
export const MARKET_HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-15', '2026-01-26', '2026-03-03', '2026-03-26', '2026-03-31', '2026-04-03', '2026-04-14', '2026-05-01',
  '2026-05-28', '2026-06-26', '2026-09-14', '2026-10-02', '2026-10-20', '2026-11-10', '2026-11-24', '2026-12-25',
]);

const DAY_MS = 86_400_000;

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

export const isWorkingDay = (day: string, holidays: ReadonlySet<string> = MARKET_HOLIDAYS): boolean => isWeekday(day) && !holidays.has(day);

/** The `n`th working day after `day` (which itself does not count, working or not). */
export function addWorkingDays(day: string, n: number, holidays: ReadonlySet<string> = MARKET_HOLIDAYS): string {
  let out = day;
  for (let left = n; left > 0; ) {
    out = nextDay(out);
    if (isWorkingDay(out, holidays)) left -= 1;
  }
  return out;
}
