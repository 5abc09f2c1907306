import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  calendarYearsNeeded,
  isWorkingDay,
  missingCalendarWarning,
  missingCalendarYears,
  NO_PUBLISHED_YEARS,
  weekdaysOnlyNote,
} from '@/lib/rules/working-days';
import { seededCalendar } from '@/sandbox/domains/schemes/market-calendar';

// The registrar's working days, counted on the calendar it publishes (here the sandbox's seeded 2026 and
// 2027), and what happens past its last published year: Monday to Friday, named, and warned of.

const SEEDED = seededCalendar();
const ONLY_2026 = seededCalendar([2026]);

describe('working days', () => {
  it('skip Saturdays, Sundays and the published trading holidays', () => {
    expect(['2026-11-23', '2026-11-25', '2027-01-01'].map((d) => isWorkingDay(d, SEEDED))).toEqual([true, true, true]);
    expect(['2026-11-21', '2026-11-22', '2026-11-24', '2026-12-25', '2027-01-26'].map((d) => isWorkingDay(d, SEEDED))).toEqual([false, false, false, false, false]);
  });

  it('count from the day after, whatever that day is', () => {
    expect(addWorkingDays('2026-11-16', 2, SEEDED)).toEqual({ day: '2026-11-18', weekdaysOnly: [] });
    expect(addWorkingDays('2026-11-21', 1, SEEDED)).toEqual({ day: '2026-11-23', weekdaysOnly: [] });
    expect(addWorkingDays('2026-11-16', 0, SEEDED)).toEqual({ day: '2026-11-16', weekdaysOnly: [] });
    expect(addWorkingDays('2026-11-23', 2, SEEDED).day).toBe('2026-11-26');
  });

  it('count a year the registrar has not published Monday to Friday, and name it', () => {
    expect(isWorkingDay('2027-01-26', ONLY_2026)).toBe(true);
    expect(addWorkingDays('2027-01-25', 1, ONLY_2026)).toEqual({ day: '2027-01-26', weekdaysOnly: [2027] });
    expect(addWorkingDays('2027-01-25', 1, SEEDED)).toEqual({ day: '2027-01-27', weekdaysOnly: [] });
    // Only the days counted through matter: a count inside 2026 is not marked for 2027.
    expect(addWorkingDays('2026-12-28', 2, ONLY_2026)).toEqual({ day: '2026-12-30', weekdaysOnly: [] });
    expect(addWorkingDays('2026-11-16', 2, NO_PUBLISHED_YEARS)).toEqual({ day: '2026-11-18', weekdaysOnly: [2026] });
    expect(weekdaysOnlyNote([2027])).toBe('Counted Monday to Friday: the registrar has not published the market holidays of 2027, so this date may move.');
  });
});

describe('the calendar the operator must have', () => {
  it('is this year, and from 1 December the next one too', () => {
    expect(calendarYearsNeeded('2026-11-30')).toEqual([2026]);
    expect(calendarYearsNeeded('2026-12-01')).toEqual([2026, 2027]);
    expect(calendarYearsNeeded('2026-12-31')).toEqual([2026, 2027]);
    expect(calendarYearsNeeded('2027-01-01')).toEqual([2027]);
  });

  it('warns from 1 December of the year before a missing year, until it is published', () => {
    expect(missingCalendarYears('2026-11-30', ONLY_2026)).toEqual([]);
    expect(missingCalendarYears('2026-12-01', ONLY_2026)).toEqual([2027]);
    expect(missingCalendarYears('2027-06-30', ONLY_2026)).toEqual([2027]);
    expect(missingCalendarYears('2026-12-01', SEEDED)).toEqual([]);
    expect(missingCalendarYears('2027-11-30', SEEDED)).toEqual([]);
    expect(missingCalendarYears('2027-12-01', SEEDED)).toEqual([2028]);
    expect(missingCalendarYears('2026-12-15', NO_PUBLISHED_YEARS)).toEqual([2026, 2027]);
    expect(missingCalendarWarning([2027])).toBe(
      'The registrar has not published the market holidays of 2027: working days and NAV days there are counted Monday to Friday until it does.',
    );
  });
});
