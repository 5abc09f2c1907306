import { describe, expect, it } from 'vitest';
import {
  allotmentDueAt,
  applicableNavDay,
  FUND_CREDIT_THRESHOLD,
  fundCreditTime,
  isBusinessDay,
  navDayOf,
  nextBusinessDay,
  usesFundCredit,
} from '@/lib/rules/applicable-nav';

// The cut-off (3 pm IST), business days and the 2 lakh rule. 23 November 2026 is a Monday; IST is
// UTC+05:30, so 15:00 IST is 09:30Z.

const ist = (day: string, hhmm: string) => new Date(new Date(`${day}T${hhmm}:00+05:30`).getTime());

describe('business days', () => {
  it('are Monday to Friday', () => {
    expect(['2026-11-23', '2026-11-27'].map(isBusinessDay)).toEqual([true, true]);
    expect(['2026-11-28', '2026-11-29'].map(isBusinessDay)).toEqual([false, false]);
  });

  it('skip the weekend', () => {
    expect(nextBusinessDay('2026-11-23')).toBe('2026-11-24');
    expect(nextBusinessDay('2026-11-27')).toBe('2026-11-30');
    expect(nextBusinessDay('2026-11-28')).toBe('2026-11-30');
  });
});

describe('the cut-off', () => {
  it('gives the same day before 15:00 IST and the next business day from 15:00', () => {
    expect(navDayOf(ist('2026-11-24', '09:00'))).toBe('2026-11-24');
    expect(navDayOf(ist('2026-11-24', '14:59'))).toBe('2026-11-24');
    expect(navDayOf(ist('2026-11-24', '15:00'))).toBe('2026-11-25');
    expect(navDayOf(ist('2026-11-24', '23:30'))).toBe('2026-11-25');
  });

  it('reads the IST day, not the UTC one', () => {
    // 00:30 IST on Tuesday is still Monday in UTC.
    expect(navDayOf(ist('2026-11-24', '00:30'))).toBe('2026-11-24');
  });

  it('moves a weekend request and a Friday one after the cut-off to Monday', () => {
    expect(navDayOf(ist('2026-11-28', '10:00'))).toBe('2026-11-30');
    expect(navDayOf(ist('2026-11-29', '18:00'))).toBe('2026-11-30');
    expect(navDayOf(ist('2026-11-27', '14:00'))).toBe('2026-11-27');
    expect(navDayOf(ist('2026-11-27', '15:30'))).toBe('2026-11-30');
  });
});

describe('the 2 lakh rule', () => {
  const approvedAt = ist('2026-11-24', '11:00');

  it('applies to purchases of Rs 2,00,000 or more only', () => {
    expect(usesFundCredit('purchase', FUND_CREDIT_THRESHOLD)).toBe(true);
    expect(usesFundCredit('purchase', FUND_CREDIT_THRESHOLD - 1)).toBe(false);
    expect(usesFundCredit('redemption', 500_000)).toBe(false);
    expect(usesFundCredit('switch', 500_000)).toBe(false);
  });

  it('takes the NAV of the credit: the next business day at 10:00 IST unless given', () => {
    expect(fundCreditTime(approvedAt)).toEqual(ist('2026-11-25', '10:00'));
    expect(fundCreditTime(ist('2026-11-27', '11:00'))).toEqual(ist('2026-11-30', '10:00'));
    expect(applicableNavDay({ kind: 'purchase', amount: 199_999, approvedAt })).toBe('2026-11-24');
    expect(applicableNavDay({ kind: 'purchase', amount: 200_000, approvedAt })).toBe('2026-11-25');
    expect(applicableNavDay({ kind: 'redemption', amount: 500_000, approvedAt })).toBe('2026-11-24');
  });

  it('applies the cut-off to a credit time given', () => {
    expect(applicableNavDay({ kind: 'purchase', amount: 250_000, approvedAt, creditedAt: ist('2026-11-24', '14:00') })).toBe('2026-11-24');
    expect(applicableNavDay({ kind: 'purchase', amount: 250_000, approvedAt, creditedAt: ist('2026-11-27', '16:00') })).toBe('2026-11-30');
    // Below the threshold the credit time is not read.
    expect(applicableNavDay({ kind: 'purchase', amount: 1_000, approvedAt, creditedAt: ist('2026-11-27', '16:00') })).toBe('2026-11-24');
  });
});

describe('allotment', () => {
  it('falls due at 23:00 IST on the NAV day', () => {
    expect(allotmentDueAt('2026-11-24')).toEqual(ist('2026-11-24', '23:00'));
    expect(allotmentDueAt('2026-11-24').toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });
});
