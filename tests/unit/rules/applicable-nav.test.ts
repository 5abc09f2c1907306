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
import { marketCalendar } from '@/lib/rules/working-days';
import { seededCalendar } from '@/sandbox/domains/schemes/market-calendar';

// The cut-off (3 pm IST), business days and the 2 lakh rule. 23 November 2026 is a Monday; IST is
// UTC+05:30, so 15:00 IST is 09:30Z.

const ist = (day: string, hhmm: string) => new Date(new Date(`${day}T${hhmm}:00+05:30`).getTime());
/** 2026 published without a holiday, so the weekend and the cut-off alone are at work. */
const PLAIN = marketCalendar([[2026, []]]);
/** The registrar's calendar as the sandbox seeds it: 2026 and 2027 with their trading holidays. */
const SEEDED = seededCalendar();
const ONLY_2026 = seededCalendar([2026]);

describe('business days', () => {
  it('are Monday to Friday', () => {
    expect(['2026-11-23', '2026-11-27'].map((d) => isBusinessDay(d, PLAIN))).toEqual([true, true]);
    expect(['2026-11-28', '2026-11-29'].map((d) => isBusinessDay(d, PLAIN))).toEqual([false, false]);
  });

  it('skip the weekend', () => {
    expect(nextBusinessDay('2026-11-23', PLAIN)).toBe('2026-11-24');
    expect(nextBusinessDay('2026-11-27', PLAIN)).toBe('2026-11-30');
    expect(nextBusinessDay('2026-11-28', PLAIN)).toBe('2026-11-30');
  });
});

describe('the cut-off', () => {
  it('gives the same day before 15:00 IST and the next business day from 15:00', () => {
    expect(navDayOf(ist('2026-11-24', '09:00'), PLAIN)).toBe('2026-11-24');
    expect(navDayOf(ist('2026-11-24', '14:59'), PLAIN)).toBe('2026-11-24');
    expect(navDayOf(ist('2026-11-24', '15:00'), PLAIN)).toBe('2026-11-25');
    expect(navDayOf(ist('2026-11-24', '23:30'), PLAIN)).toBe('2026-11-25');
  });

  it('reads the IST day, not the UTC one', () => {
    // 00:30 IST on Tuesday is still Monday in UTC.
    expect(navDayOf(ist('2026-11-24', '00:30'), PLAIN)).toBe('2026-11-24');
  });

  it('moves a weekend request and a Friday one after the cut-off to Monday', () => {
    expect(navDayOf(ist('2026-11-28', '10:00'), PLAIN)).toBe('2026-11-30');
    expect(navDayOf(ist('2026-11-29', '18:00'), PLAIN)).toBe('2026-11-30');
    expect(navDayOf(ist('2026-11-27', '14:00'), PLAIN)).toBe('2026-11-27');
    expect(navDayOf(ist('2026-11-27', '15:30'), PLAIN)).toBe('2026-11-30');
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
    expect(fundCreditTime(approvedAt, PLAIN)).toEqual(ist('2026-11-25', '10:00'));
    expect(fundCreditTime(ist('2026-11-27', '11:00'), PLAIN)).toEqual(ist('2026-11-30', '10:00'));
    expect(applicableNavDay({ kind: 'purchase', amount: 199_999, approvedAt }, PLAIN)).toBe('2026-11-24');
    expect(applicableNavDay({ kind: 'purchase', amount: 200_000, approvedAt }, PLAIN)).toBe('2026-11-25');
    expect(applicableNavDay({ kind: 'redemption', amount: 500_000, approvedAt }, PLAIN)).toBe('2026-11-24');
  });

  it('applies the cut-off to a credit time given', () => {
    expect(applicableNavDay({ kind: 'purchase', amount: 250_000, approvedAt, creditedAt: ist('2026-11-24', '14:00') }, PLAIN)).toBe('2026-11-24');
    expect(applicableNavDay({ kind: 'purchase', amount: 250_000, approvedAt, creditedAt: ist('2026-11-27', '16:00') }, PLAIN)).toBe('2026-11-30');
    // Below the threshold the credit time is not read.
    expect(applicableNavDay({ kind: 'purchase', amount: 1_000, approvedAt, creditedAt: ist('2026-11-27', '16:00') }, PLAIN)).toBe('2026-11-24');
  });
});

describe('allotment', () => {
  it('falls due at 23:00 IST on the NAV day', () => {
    expect(allotmentDueAt('2026-11-24')).toEqual(ist('2026-11-24', '23:00'));
    expect(allotmentDueAt('2026-11-24').toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });
});

describe('trading holidays', () => {
  it('strike no NAV: a request on or before one moves to the next working day', () => {
    // Tuesday 24 November 2026 is Guru Nanak Jayanti.
    expect(isBusinessDay('2026-11-24', SEEDED)).toBe(false);
    expect(navDayOf(ist('2026-11-23', '15:30'), SEEDED)).toBe('2026-11-25');
    expect(navDayOf(ist('2026-11-24', '10:00'), SEEDED)).toBe('2026-11-25');
    // Christmas on Friday, then the weekend.
    expect(navDayOf(ist('2026-12-24', '16:00'), SEEDED)).toBe('2026-12-28');
    expect(fundCreditTime(ist('2026-12-24', '11:00'), SEEDED)).toEqual(ist('2026-12-28', '10:00'));
  });
});

describe('across the year end', () => {
  const lateOnNewYearsEve = ist('2026-12-31', '15:30');

  it('a purchase on 31 December after the cut-off takes the first working day of the new year', () => {
    expect(applicableNavDay({ kind: 'purchase', amount: 5_000, approvedAt: lateOnNewYearsEve }, SEEDED)).toBe('2027-01-01');
    expect(allotmentDueAt('2027-01-01')).toEqual(ist('2027-01-01', '23:00'));
    // Before the cut-off it keeps 31 December; a large one waits for its money, credited on 1 January.
    expect(applicableNavDay({ kind: 'purchase', amount: 5_000, approvedAt: ist('2026-12-31', '14:00') }, SEEDED)).toBe('2026-12-31');
    expect(applicableNavDay({ kind: 'purchase', amount: 300_000, approvedAt: ist('2026-12-31', '14:00') }, SEEDED)).toBe('2027-01-01');
  });

  it('reads the new year on its own published holidays', () => {
    const closedNewYear = marketCalendar([...SEEDED.years].map(([year, days]) => [year, year === 2027 ? [...days, '2027-01-01'] : days]));
    expect(applicableNavDay({ kind: 'purchase', amount: 5_000, approvedAt: lateOnNewYearsEve }, closedNewYear)).toBe('2027-01-04');
    // Republic Day 2027 is a Tuesday: a Monday request after the cut-off takes Wednesday's NAV.
    expect(navDayOf(ist('2027-01-25', '15:30'), SEEDED)).toBe('2027-01-27');
  });

  it('counts a year not published Monday to Friday', () => {
    expect(applicableNavDay({ kind: 'purchase', amount: 5_000, approvedAt: lateOnNewYearsEve }, ONLY_2026)).toBe('2027-01-01');
    expect(navDayOf(ist('2027-01-25', '15:30'), ONLY_2026)).toBe('2027-01-26');
  });
});
