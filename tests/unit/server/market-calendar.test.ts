import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketCalendar as marketCalendarCall } from '@/server/fundhouse/endpoints/market-calendar';
import { missingCalendarWarning } from '@/lib/rules/working-days';
import { PUBLISHED_YEARS } from '@/sandbox/domains/schemes/market-calendar';

// The portal's copy of the registrar's market calendar: asked a year at a time and kept an hour per
// process; a year not published (or not readable) is left out, so the rules count it Monday to Friday;
// the operator is warned in the log from 1 December of the year before a missing year.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const { MARKET_CALENDAR_MS, calendarFrom, missingYearsNow } = await import('@/server/services/nav/market-calendar');

/** The registrar publishes `years` as the sandbox seeds them, and no other. */
function publish(years: readonly number[]) {
  upstream.answerWith(marketCalendarCall, (p) => {
    const year = PUBLISHED_YEARS.find((y) => String(y.year) === p.Year && years.includes(y.year));
    return {
      Table: [{ Year: p.Year, Published: year ? ('Y' as const) : ('N' as const) }],
      DtData: (year?.holidays ?? []).map(([day, name]) => ({ HolidayDate: day, Holiday: name })),
    };
  });
}

const asked = () => upstream.paramsOf(marketCalendarCall).map((p) => p.Year);
let warned: string[];

beforeEach(() => {
  upstream.reset();
  warned = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
    warned.push(String(line));
    return true;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the market calendar', () => {
  it('is asked a year at a time, for the days counted from and the next year, then kept for an hour', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T06:00:00Z') });
    publish([2026, 2027]);
    const calendar = await calendarFrom(['2026-12-31']);
    expect([...calendar.years.keys()].sort()).toEqual([2026, 2027]);
    expect(calendar.years.get(2027)?.has('2027-01-26')).toBe(true);
    await calendarFrom(['2026-11-20', '2026-12-01']);
    expect(asked().sort()).toEqual(['2026', '2027']);
    vi.setSystemTime(Date.now() + MARKET_CALENDAR_MS);
    await calendarFrom(['2026-11-20']);
    expect(asked()).toHaveLength(4);
  });

  it('leaves out a year not published, and warns the operator only once it is due (from 1 December)', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-30T06:00:00Z') });
    publish([2026]);
    const calendar = await calendarFrom(['2026-12-31']);
    expect([...calendar.years.keys()]).toEqual([2026]);
    expect(await missingYearsNow()).toEqual([]);
    expect(warned).toEqual([]);

    upstream.reset();
    publish([2026]);
    vi.setSystemTime(Date.parse('2026-12-01T06:00:00Z'));
    expect(await missingYearsNow()).toEqual([2027]);
    expect(warned.join('')).toContain(missingCalendarWarning([2027]));
  });

  it('does not keep a failed read: the year counts Monday to Friday now and is asked again next time', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T06:00:00Z') });
    upstream.fail(marketCalendarCall, 'network');
    expect((await calendarFrom(['2026-11-20'])).years.size).toBe(0);
    expect(warned.join('')).toContain('could not be read');
    publish([2026, 2027]);
    expect((await calendarFrom(['2026-11-20'])).years.size).toBe(2);
    expect(asked()).toHaveLength(4);
  });
});
