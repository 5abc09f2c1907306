import { describe, expect, it } from 'vitest';
import { parseDisplayDate, type CalendarDay } from '@/lib/dates';
import {
  endProblem, endsWithinYear, MANDATE_DATE_MESSAGES, mandateAmountProblem, maskAccount, startProblem, untilCancelledEnd, untilCancelledText,
} from '@/lib/rules/mandate-registration-limits';
import { registrationSuccessText } from '@/lib/mandates/messages';

const day = (text: string) => parseDisplayDate(text) as CalendarDay;

describe('account masking', () => {
  it('masks all but the last four digits', () => {
    expect(maskAccount('50100234561781')).toBe('XXXXXXXXXX1781');
    expect(maskAccount(' 001201554321 ')).toBe('XXXXXXXX4321');
    expect(maskAccount('1234')).toBe('1234');
  });
});

describe('Until Cancelled', () => {
  it('ends 40 years after the start for eNACH and 30 for UPI Autopay', () => {
    expect(untilCancelledEnd(day('15/03/2026'), 'ENACH')).toEqual(day('15/03/2066'));
    expect(untilCancelledEnd(day('15/03/2026'), 'UPI')).toEqual(day('15/03/2056'));
    expect(untilCancelledText('29/02/2028', 'UPI')).toBe('28/02/2058');
    expect(untilCancelledText('not a date', 'ENACH')).toBe('');
  });
});

describe('start window', () => {
  const today = day('01/01/2026');
  it('takes today up to 100 days ahead', () => {
    expect(startProblem(today, today)).toBeNull();
    expect(startProblem(day('11/04/2026'), today)).toBeNull(); // day 100
  });
  it('refuses a past start and one beyond 100 days', () => {
    expect(startProblem(day('31/12/2025'), today)).toBe(MANDATE_DATE_MESSAGES.startPast);
    expect(startProblem(day('12/04/2026'), today)).toBe('Start Date should be within 100 days from today');
  });
});

describe('end date', () => {
  const start = day('10/01/2026');
  it('must be after the start and at least 6 months after it', () => {
    expect(endProblem(start, day('09/01/2026'), 'ENACH')).toBe('End Date should not be earlier than Start Date');
    expect(endProblem(start, start, 'ENACH')).toBe('End Date should not be the same as Start Date');
    expect(endProblem(start, day('09/07/2026'), 'ENACH')).toBe('End Date should be at least 6 months after Start Date');
    expect(endProblem(start, day('10/07/2026'), 'ENACH')).toBeNull();
  });
  it('may not pass the kind’s horizon', () => {
    expect(endProblem(start, day('10/01/2066'), 'ENACH')).toBeNull();
    expect(endProblem(start, day('11/01/2066'), 'ENACH')).toBe('End Date should not be more than 40 years after Start Date');
    expect(endProblem(start, day('11/01/2056'), 'UPI')).toBe('End Date should not be more than 30 years after Start Date');
  });
  it('flags a mandate ending within a year', () => {
    expect(endsWithinYear(day('01/06/2026'), day('01/01/2026'))).toBe(true);
    expect(endsWithinYear(day('02/01/2027'), day('01/01/2026'))).toBe(false);
  });
});

describe('amount', () => {
  it('is 1,000 to 1,00,00,000 for eNACH and 1,000 to 1,00,000 for UPI Autopay', () => {
    expect(mandateAmountProblem(999, 'ENACH')).toBe('Amount should be greater than or equal to 1,000');
    expect(mandateAmountProblem(1000, 'ENACH')).toBeNull();
    expect(mandateAmountProblem(1_00_00_000, 'ENACH')).toBeNull();
    expect(mandateAmountProblem(1_00_00_001, 'ENACH')).toBe('Amount should be less than or equal to 1,00,00,000');
    expect(mandateAmountProblem(1_00_000, 'UPI')).toBeNull();
    expect(mandateAmountProblem(1_00_001, 'UPI')).toBe('Amount should be less than or equal to 1,00,000');
  });
});

describe('success text', () => {
  it('names eNach or the UPI Autopay Registration with the reference', () => {
    expect(registrationSuccessText('ENACH', 'EN81')).toBe('You have initiated the eNach successfully with Reference Number : EN81');
    expect(registrationSuccessText('UPI', 'UP82')).toBe('You have initiated the UPI Autopay Registration successfully with Reference Number : UP82');
  });
});
