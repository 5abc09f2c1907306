import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  displayToUpstream,
  istDay,
  parseDisplayDate,
  parseIsoDate,
  parseUpstreamDate,
  toDisplayDate,
  toUpstreamDate,
  upstreamToDisplay,
} from '@/lib/dates';

describe('date forms', () => {
  it('uses India’s calendar day: 20:00 UTC is already the next day in IST', () => {
    const at = new Date('2026-03-31T20:00:00Z');
    expect(toDisplayDate(at)).toBe('01/04/2026');
    expect(toUpstreamDate(at)).toBe('04/01/2026');
  });

  it('converts between display and upstream forms', () => {
    expect(displayToUpstream('25/12/2026')).toBe('12/25/2026');
    expect(upstreamToDisplay('12/25/2026')).toBe('25/12/2026');
    expect(upstreamToDisplay('12/25/2026 10:31:00 AM')).toBe('25/12/2026');
  });

  it('refuses impossible dates', () => {
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseUpstreamDate('13/01/2026')).toBeNull();
    expect(displayToUpstream('2026-01-01')).toBeNull();
    expect(upstreamToDisplay('soon')).toBe('soon');
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29T00:00:00Z')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});

describe('calendar arithmetic', () => {
  it('counts whole days', () => {
    expect(daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 1, day: 31 })).toBe(30);
    expect(daysBetween({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 2, day: 27 })).toBe(-2);
  });
  it('adds days across months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2 });
    expect(addDays(istDay(new Date('2026-06-15T12:00:00Z')), -15)).toEqual({ year: 2026, month: 5, day: 31 });
  });
  it('adds months, clamping to the month’s last day', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 11, day: 15 }, 3)).toEqual({ year: 2027, month: 2, day: 15 });
    expect(addMonths({ year: 2026, month: 3, day: 10 }, -3)).toEqual({ year: 2025, month: 12, day: 10 });
  });
});
