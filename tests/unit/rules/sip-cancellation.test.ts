import { describe, expect, it } from 'vitest';
import { SIP_CANCELLATION_WORKING_DAYS } from '@/lib/rules/regulations';
import { cancellationEffectiveBy, cancellationNote, cancellationRequestedAt, takesEffectBy } from '@/lib/rules/sip-cancellation';
import { marketCalendar, weekdaysOnlyNote } from '@/lib/rules/working-days';
import { seededCalendar } from '@/sandbox/domains/schemes/market-calendar';

// SEBI's two working days for a SIP cancellation, on the registrar's calendar (the sandbox's seeded 2026
// and 2027). 16 November 2026 is a Monday; 24 November 2026 (Guru Nanak Jayanti) and 25 December 2026
// are trading holidays. IST is UTC+05:30.

const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);
const SEEDED = seededCalendar();
const ONLY_2026 = seededCalendar([2026]);
const by = (at: Date, calendar = SEEDED) => cancellationEffectiveBy(at, calendar).day;

describe('a SIP cancellation takes effect', () => {
  it('two working days after a weekday request', () => {
    expect(SIP_CANCELLATION_WORKING_DAYS).toBe(2);
    expect(by(ist('2026-11-16', '10:00'))).toBe('2026-11-18');
  });

  it('over a weekend: Thursday and Friday requests run into the next week, a Saturday one counts from Monday', () => {
    expect(by(ist('2026-11-19', '16:00'))).toBe('2026-11-23');
    expect(by(ist('2026-11-20', '09:00'))).toBe('2026-11-25');
    expect(by(ist('2026-11-28', '12:00'))).toBe('2026-12-01');
  });

  it('past a holiday', () => {
    // Monday 23 November: Tuesday is Guru Nanak Jayanti, so Wednesday and Thursday.
    expect(by(ist('2026-11-23', '11:00'))).toBe('2026-11-26');
    // Wednesday 23 December: Thursday, then Christmas and the weekend, then Monday.
    expect(by(ist('2026-12-23', '11:00'))).toBe('2026-12-28');
  });

  it('across a month end and a year end, on India\u2019s calendar', () => {
    expect(by(ist('2026-09-29', '15:00'))).toBe('2026-10-01');
    expect(by(ist('2026-12-30', '18:00'))).toBe('2027-01-01');
    expect(by(ist('2026-12-31', '10:00'))).toBe('2027-01-04');
    // 23:00 IST on Sunday is still Sunday in India, though Monday has begun nowhere else yet.
    expect(by(new Date('2026-11-29T17:30:00Z'))).toBe('2026-12-01');
  });

  it('is said in the confirmation and the tracker with the date as DD/MM/YYYY', () => {
    expect(takesEffectBy('2026-12-01')).toBe('Takes effect by 01/12/2026');
    expect(cancellationNote(ist('2026-11-28', '12:00'), SEEDED)).toBe(
      "Takes effect by 01/12/2026: a SIP cancellation is processed within 2 working days of the investor's request; no instalment due after that day is debited.",
    );
  });
});

describe('a cancellation straddling 1 January', () => {
  const thursday = ist('2026-12-31', '17:00');

  it('counts the new year on its published holidays', () => {
    // A registrar that closes on 1 January 2027 (not the exchanges' practice; the rule reads the data).
    const closedNewYear = marketCalendar([...SEEDED.years].map(([year, days]) => [year, year === 2027 ? [...days, '2027-01-01'] : days]));
    expect(cancellationEffectiveBy(thursday, SEEDED)).toEqual({ day: '2027-01-04', weekdaysOnly: [] });
    expect(cancellationEffectiveBy(thursday, closedNewYear)).toEqual({ day: '2027-01-05', weekdaysOnly: [] });
  });

  it('falls back to weekdays when the new year is not published, and says so beside the date', () => {
    expect(cancellationEffectiveBy(thursday, ONLY_2026)).toEqual({ day: '2027-01-04', weekdaysOnly: [2027] });
    expect(cancellationNote(thursday, ONLY_2026)).toBe(
      `Takes effect by 04/01/2027: a SIP cancellation is processed within 2 working days of the investor's request; no instalment due after that day is debited. ${weekdaysOnlyNote([2027])}`,
    );
    // A count that stays in 2026 says nothing of 2027.
    expect(cancellationNote(ist('2026-12-28', '10:00'), ONLY_2026)).not.toContain('Counted Monday to Friday');
  });
});

describe('the day a cancellation counts from', () => {
  const entered = ist('2026-11-16', '10:00');
  const decided = ist('2026-11-19', '10:00');
  const row = (state: string, trtype = 'SIP Cancellation') => cancellationRequestedAt({ trtype, state, enteredAt: entered, decidedAt: decided });

  it('is its entry while pending and its approval once approved', () => {
    expect(row('P')).toBe(entered);
    expect(row('L')).toBe(decided);
    expect(row('A')).toBe(decided);
  });

  it('is none for a rejected or expired one, or any other transaction', () => {
    expect(row('R')).toBeNull();
    expect(row('E')).toBeNull();
    expect(row('P', 'STP Cancellation')).toBeNull();
    expect(row('L', 'SIP Pause')).toBeNull();
  });
});
