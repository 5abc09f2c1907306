import { describe, expect, it } from 'vitest';
import { DEFAULT_DIGEST_TIME, DIGEST_MAX_ATTEMPTS, DIGEST_MESSAGES, DIGEST_TIMES, digestRetryAt, digestSlot, digestTimeProblem, dueDigestDay } from '@/lib/rules/digest';

// When a day's digest falls due (IST), that it is due once a day and only that day, and the retries.

const at = (iso: string) => new Date(iso);

describe('the digest times', () => {
  it('are every half hour from 06:00 to 11:00, 08:00 by default', () => {
    expect(DIGEST_TIMES).toEqual(['06:00', '06:30', '07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(DIGEST_TIMES).toContain(DEFAULT_DIGEST_TIME);
  });

  it('refuse an empty time and one off the list, each with its message', () => {
    expect(digestTimeProblem('')).toBe('Choose the time of the digest');
    expect(digestTimeProblem('08:15')).toBe('Choose a time from the list: every half hour from 06:00 to 11:00 IST');
    expect(digestTimeProblem('23:00')).toBe(DIGEST_MESSAGES.timeInvalid);
    expect(digestTimeProblem('09:30')).toBeNull();
  });
});

describe('dueDigestDay', () => {
  const since = at('2026-03-01T00:00:00Z');

  it('puts 08:00 IST at 02:30 UTC', () => {
    expect(digestSlot({ year: 2026, month: 3, day: 10 }, '08:00')).toEqual(at('2026-03-10T02:30:00Z'));
  });

  it('is due from the chosen time to midnight IST, as that day', () => {
    expect(dueDigestDay(at('2026-03-10T02:29:59Z'), { time: '08:00', since })).toBeNull();
    expect(dueDigestDay(at('2026-03-10T02:30:00Z'), { time: '08:00', since })).toBe('2026-03-10');
    // 23:59 IST is still the same day: a portal that was down all day sends it late rather than never.
    expect(dueDigestDay(at('2026-03-10T18:29:00Z'), { time: '08:00', since })).toBe('2026-03-10');
    // Past midnight IST (18:30 UTC) it is the next day, not due until its own 08:00.
    expect(dueDigestDay(at('2026-03-10T18:30:00Z'), { time: '08:00', since })).toBeNull();
  });

  it('reads the day in IST, not UTC', () => {
    // 20:00 UTC on the 10th is 01:30 IST on the 11th: the 11th's 06:00 has not come.
    expect(dueDigestDay(at('2026-03-10T20:00:00Z'), { time: '06:00', since })).toBeNull();
    expect(dueDigestDay(at('2026-03-11T00:30:00Z'), { time: '06:00', since })).toBe('2026-03-11');
  });

  it('is not due on a day whose time had passed when the digest was turned on', () => {
    const turnedOn = at('2026-03-10T05:00:00Z'); // 10:30 IST
    expect(dueDigestDay(at('2026-03-10T06:00:00Z'), { time: '08:00', since: turnedOn })).toBeNull();
    expect(dueDigestDay(at('2026-03-11T02:30:00Z'), { time: '08:00', since: turnedOn })).toBe('2026-03-11');
  });
});

describe('digestRetryAt', () => {
  it('waits 1, 5 and 15 minutes, then gives the day up', () => {
    const failed = at('2026-03-10T02:30:00Z');
    expect(digestRetryAt(1, failed)).toEqual(at('2026-03-10T02:31:00Z'));
    expect(digestRetryAt(2, failed)).toEqual(at('2026-03-10T02:35:00Z'));
    expect(digestRetryAt(3, failed)).toEqual(at('2026-03-10T02:45:00Z'));
    expect(digestRetryAt(DIGEST_MAX_ATTEMPTS, failed)).toBeNull();
  });
});
