import { describe, expect, it } from 'vitest';
import { amountOrUnits, isLastDay, istDateTime, timeLeft } from '@/lib/tracker/format';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('timeLeft', () => {
  it('counts days and hours while more than a day is left', () => {
    expect(timeLeft(6 * DAY + 23 * HOUR + 59 * 60_000)).toBe('6 days 23 hours');
    expect(timeLeft(DAY + HOUR)).toBe('1 day 1 hour');
    expect(timeLeft(2 * DAY)).toBe('2 days');
  });

  it('counts hours, minutes and seconds in the last day', () => {
    expect(timeLeft(5 * HOUR + 3 * 60_000 + 12_000)).toBe('5h 03m 12s');
    expect(timeLeft(59_000)).toBe('0h 00m 59s');
    expect(isLastDay(DAY - 1)).toBe(true);
    expect(isLastDay(DAY)).toBe(false);
  });

  it('says nothing once the link has expired', () => {
    expect(timeLeft(0)).toBe('');
    expect(timeLeft(-5)).toBe('');
    expect(isLastDay(0)).toBe(false);
  });
});

describe('istDateTime', () => {
  it("writes a moment in India's time as the registrar writes entry times", () => {
    expect(istDateTime('2026-11-28T03:35:00Z')).toBe('28/11/2026 09:05 AM');
    expect(istDateTime('2026-11-28T12:00:00Z')).toBe('28/11/2026 05:30 PM');
  });

  it('shows nothing for a value that is not a time', () => {
    expect(istDateTime('soon')).toBe('');
  });
});

describe('amountOrUnits', () => {
  it('shows the rupees asked, or the units where units were asked, or nothing', () => {
    expect(amountOrUnits('2500', '')).toBe('₹2,500');
    expect(amountOrUnits('', '50')).toBe('50.000 units');
    expect(amountOrUnits('0', '10.5')).toBe('10.500 units');
    expect(amountOrUnits('', '')).toBe('');
  });
});
