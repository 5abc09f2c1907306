import { describe, expect, it } from 'vitest';
import { SIP_CANCELLATION_WORKING_DAYS } from '@/lib/rules/regulations';
import { cancellationEffectiveBy, cancellationNote, cancellationRequestedAt, takesEffectBy } from '@/lib/rules/sip-cancellation';
import { addWorkingDays, isWorkingDay, MARKET_HOLIDAYS } from '@/lib/rules/working-days';

// SEBI's two working days for a SIP cancellation. 16 November 2026 is a Monday; 24 November 2026 (Guru
// Nanak Jayanti) and 25 December 2026 are trading holidays. IST is UTC+05:30.

const ist = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

describe('working days', () => {
  it('skip Saturdays, Sundays and the trading holidays', () => {
    expect(['2026-11-23', '2026-11-25'].map((d) => isWorkingDay(d))).toEqual([true, true]);
    expect(['2026-11-21', '2026-11-22', '2026-11-24'].map((d) => isWorkingDay(d))).toEqual([false, false, false]);
    expect(MARKET_HOLIDAYS.has('2026-12-25')).toBe(true);
  });

  it('count from the day after, whatever that day is', () => {
    expect(addWorkingDays('2026-11-16', 2)).toBe('2026-11-18');
    expect(addWorkingDays('2026-11-21', 1)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-16', 0)).toBe('2026-11-16');
    // With no holidays given, only weekends are skipped.
    expect(addWorkingDays('2026-11-23', 2, new Set())).toBe('2026-11-25');
  });
});

describe('a SIP cancellation takes effect', () => {
  it('two working days after a weekday request', () => {
    expect(SIP_CANCELLATION_WORKING_DAYS).toBe(2);
    expect(cancellationEffectiveBy(ist('2026-11-16', '10:00'))).toBe('2026-11-18');
  });

  it('over a weekend: Thursday and Friday requests run into the next week, a Saturday one counts from Monday', () => {
    expect(cancellationEffectiveBy(ist('2026-11-19', '16:00'))).toBe('2026-11-23');
    expect(cancellationEffectiveBy(ist('2026-11-20', '09:00'))).toBe('2026-11-25');
    expect(cancellationEffectiveBy(ist('2026-11-28', '12:00'))).toBe('2026-12-01');
  });

  it('past a holiday', () => {
    // Monday 23 November: Tuesday is Guru Nanak Jayanti, so Wednesday and Thursday.
    expect(cancellationEffectiveBy(ist('2026-11-23', '11:00'))).toBe('2026-11-26');
    // Wednesday 23 December: Thursday, then Christmas and the weekend, then Monday.
    expect(cancellationEffectiveBy(ist('2026-12-23', '11:00'))).toBe('2026-12-28');
  });

  it('across a month end and a year end, on India\u2019s calendar', () => {
    expect(cancellationEffectiveBy(ist('2026-09-29', '15:00'))).toBe('2026-10-01');
    expect(cancellationEffectiveBy(ist('2026-12-30', '18:00'))).toBe('2027-01-01');
    // 23:00 IST on Sunday is still Sunday in India, though Monday has begun nowhere else yet.
    expect(cancellationEffectiveBy(new Date('2026-11-29T17:30:00Z'))).toBe('2026-12-01');
  });

  it('is said in the confirmation and the tracker with the date as DD/MM/YYYY', () => {
    expect(takesEffectBy('2026-12-01')).toBe('Takes effect by 01/12/2026');
    expect(cancellationNote(ist('2026-11-28', '12:00'))).toBe(
      "Takes effect by 01/12/2026: a SIP cancellation is processed within 2 working days of the investor's request; no instalment due after that day is debited.",
    );
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
