// The one place that converts between the three date forms the portal meets: display DD/MM/YYYY, the
// registrar's wire MM/DD/YYYY, and Date. Calendar days are India's (IST is a fixed +05:30 with no daylight
// saving, so no time-zone database is needed).

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');

export type CalendarDay = { year: number; month: number; day: number };

/** The calendar day in India at this instant. */
export function istDay(at: Date): CalendarDay {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** Midnight IST of a calendar day, as an instant. */
export function istMidnight({ year, month, day }: CalendarDay): Date {
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

function isRealDay({ year, month, day }: CalendarDay): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function parseParts(text: string, order: 'dmy' | 'mdy'): CalendarDay | null {
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})/.exec(text.trim());
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = order === 'dmy' ? { year, month: b, day: a } : { year, month: a, day: b };
  return isRealDay(day) ? day : null;
}

/** DD/MM/YYYY → calendar day; null when it is not a real date. */
export function parseDisplayDate(text: string): CalendarDay | null {
  return parseParts(text, 'dmy');
}

/** MM/DD/YYYY (the registrar's form; a trailing time is ignored) → calendar day. */
export function parseUpstreamDate(text: string): CalendarDay | null {
  return parseParts(text, 'mdy');
}

/** YYYY-MM-DD (an ISO date, or the start of an ISO timestamp) → calendar day. */
export function parseIsoDate(text: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  if (!m) return null;
  const day = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDay(day) ? day : null;
}

export const formatDisplayDay = (d: CalendarDay) => `${two(d.day)}/${two(d.month)}/${d.year}`;
export const formatUpstreamDay = (d: CalendarDay) => `${two(d.month)}/${two(d.day)}/${d.year}`;
export const formatIsoDay = (d: CalendarDay) => `${d.year}-${two(d.month)}-${two(d.day)}`;

/** DD/MM/YYYY of the day in India at this instant. */
export const toDisplayDate = (at: Date) => formatDisplayDay(istDay(at));

/** YYYY-MM-DD as DD/MM/YYYY; text that is not such a day is answered as it came. */
export function isoToDisplay(iso: string): string {
  const d = parseIsoDate(iso);
  return d ? formatDisplayDay(d) : iso;
}

/** MM/DD/YYYY of the day in India at this instant: the form the registrar's calls take. */
export const toUpstreamDate = (at: Date) => formatUpstreamDay(istDay(at));

/** The registrar's MM/DD/YYYY as DD/MM/YYYY for display; the text unchanged when it is not a date. */
export function upstreamToDisplay(text: string): string {
  const day = parseUpstreamDate(text);
  return day ? formatDisplayDay(day) : text;
}

/** The registrar's 'MM/DD/YYYY hh:mm' as 'DD/MM/YYYY hh:mm', its time as it came; the text unchanged when it is not a date. */
export function upstreamDateTimeToDisplay(text: string): string {
  const m = /^(\d{1,2}[/-]\d{1,2}[/-]\d{4})(.*)$/.exec(text.trim());
  const day = m?.[1] ? parseUpstreamDate(m[1]) : null;
  return m && day ? `${formatDisplayDay(day)}${m[2]}` : text;
}

/** A typed DD/MM/YYYY as the registrar's MM/DD/YYYY; null when it is not a real date. */
export function displayToUpstream(text: string): string | null {
  const day = parseDisplayDate(text);
  return day ? formatUpstreamDay(day) : null;
}

/** Whole calendar days from `from` to `to` (India's days): 0 on the same day, negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((istMidnight(to).getTime() - istMidnight(from).getTime()) / DAY_MS);
}

/** The calendar day `n` days after `d` (n may be negative). */
export function addDays(d: CalendarDay, n: number): CalendarDay {
  return istDay(new Date(istMidnight(d).getTime() + n * DAY_MS));
}

/** The calendar day `n` months after `d`, clamped to the last day of the target month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(d: CalendarDay, n: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(d.day, last) };
}

/**
 * The registrar's entry time 'DD/MM/YYYY hh:mm AM' (India's wall clock) as an instant. A 24-hour 'HH:mm'
 * and a bare date (midnight) are read too; null when the text is not a real date and time.
 */
export function parseDisplayDateTime(text: string): Date | null {
  const m = /^(\d{1,2}\/\d{1,2}\/\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?\s*$/.exec(text.trim());
  const day = m?.[1] ? parseDisplayDate(m[1]) : null;
  if (!m || !day) return null;
  let hours = Number(m[2] ?? 0);
  const minutes = Number(m[3] ?? 0);
  const seconds = Number(m[4] ?? 0);
  const meridiem = m[5]?.toUpperCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(istMidnight(day).getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}
