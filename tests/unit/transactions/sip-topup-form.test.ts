import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@/lib/dates';
import { nextSipDay, sipTopupSchema, TOPUP_MESSAGES, topupAllowed, topupMaxEnd, topupMinEnd, topupProblems, topupStartWindow, type TopupSip, type TopupValues } from '@/lib/forms/sip/sip-topup';

// SIP TOP-UP (seed 002 sections 4.3, 5 and 9): every message and the date rules: the six-to-nine-month
// start window (or the next SIP day for an older SIP), the minimum end 5 or 11 months after the start,
// nothing past the SIP end or 31 Dec 2099, dates on the SIP day, 500 minimum and the mandate cap.

const d = (year: number, month: number, day: number): CalendarDay => ({ year, month, day });
const TODAY = d(2026, 11, 24);

/** An eNACH SIP on the 10th, started a year ago, ending in four years, with a 1,00,000 mandate. */
const SIP: TopupSip = { start: d(2025, 11, 10), end: d(2030, 10, 10), scheme: 'FC', enachflag: '1', mandateAmount: 100000, instalmentsLeft: 47 };
const GOOD: TopupValues = { topUpFrequency: 'Y', topUpAmount: '1000', topUpStartDate: '10/12/2026', topUpEndDate: '10/11/2027' };

const problems = (v: Partial<TopupValues>, sip: TopupSip = SIP) => topupProblems({ ...GOOD, ...v }, sip, TODAY);

describe('top-up window', () => {
  it('starts six months after a young SIP, on its day, three months wide', () => {
    const young = { ...SIP, start: d(2026, 10, 10) };
    expect(topupStartWindow(young, TODAY)).toEqual({ from: d(2027, 4, 10), to: d(2027, 7, 10) });
  });

  it('starts on the next SIP day at least 10 days ahead for an older SIP (5 for UPI Autopay)', () => {
    expect(topupStartWindow(SIP, TODAY).from).toEqual(d(2026, 12, 10));
    expect(topupStartWindow(SIP, d(2026, 12, 1)).from).toEqual(d(2027, 1, 10));
    expect(topupStartWindow({ ...SIP, enachflag: '2' }, d(2026, 12, 1)).from).toEqual(d(2026, 12, 10));
  });

  it('ends at least 5 (Half-Yearly) or 11 (Yearly) months after the start, and at most the SIP end or 2099', () => {
    expect(topupMinEnd(d(2026, 12, 10), 'H')).toEqual(d(2027, 5, 10));
    expect(topupMinEnd(d(2026, 12, 10), 'Y')).toEqual(d(2027, 11, 10));
    expect(topupMaxEnd({ ...SIP, end: d(2120, 1, 10) })).toEqual(d(2099, 12, 31));
    expect(nextSipDay(d(2026, 11, 24), 10)).toEqual(d(2026, 12, 10));
  });

  it('is offered only with more than 6 instalments left', () => {
    expect(topupAllowed({ ...SIP, instalmentsLeft: 7 })).toBe(true);
    expect(topupAllowed({ ...SIP, instalmentsLeft: 6 })).toBe(false);
    expect(TOPUP_MESSAGES.fewInstalments).toBe('Top-up needs more than 6 installments left');
  });
});

describe('top-up messages', () => {
  it('accepts a top-up that keeps every rule', () => {
    expect(problems({})).toEqual({});
    expect(sipTopupSchema(SIP, TODAY).safeParse(GOOD).success).toBe(true);
  });

  it('says what is mandatory', () => {
    expect(problems({ topUpFrequency: '', topUpAmount: '', topUpStartDate: '', topUpEndDate: '' })).toEqual({
      topUpFrequency: 'TOP-UP Frequency is Mandatory',
      topUpAmount: 'TOP-UP Amount is Mandatory',
      topUpStartDate: 'TOP-UP Start Date is Mandatory',
      topUpEndDate: 'TOP-UP End Date is Mandatory',
    });
  });

  it('holds the amount to 500, multiples of 500 for TS and the mandate amount for eNACH and UPI', () => {
    expect(problems({ topUpAmount: '499' }).topUpAmount).toBe('Amount should be greater than or equal to 500');
    expect(problems({ topUpAmount: '750' }, { ...SIP, scheme: 'TS' }).topUpAmount).toBe('Amount should be in multiple of 500');
    expect(problems({ topUpAmount: '100001' }).topUpAmount).toBe('Amount should not be greater than Mandate Amount 1,00,000');
    expect(problems({ topUpAmount: '100001' }, { ...SIP, enachflag: '9' }).topUpAmount).toBeUndefined();
  });

  it('keeps the dates on the SIP day and the start inside its window', () => {
    expect(problems({ topUpStartDate: '11/12/2026' }).topUpStartDate).toBe('Top-up dates should fall on the SIP day (10 of the month)');
    expect(problems({ topUpStartDate: '31/02/2027' }).topUpStartDate).toBe(TOPUP_MESSAGES.invalidDate);
    expect(problems({ topUpStartDate: '10/11/2026' }).topUpStartDate).toBe('Top-up Start Date should be between 10/12/2026 and 10/03/2027');
    expect(problems({ topUpStartDate: '10/04/2027', topUpEndDate: '10/03/2028' }).topUpStartDate).toBe('Top-up Start Date should be between 10/12/2026 and 10/03/2027');
    expect(problems({ topUpStartDate: '10/11/2030' }).topUpStartDate).toBe('Top-up Start Date should not exceed SIP End Date');
  });

  it('keeps the end after the minimum, within the SIP and before 2100', () => {
    expect(problems({ topUpEndDate: '10/10/2027' }).topUpEndDate).toBe('Top-up End Date should be on or after 10/11/2027');
    expect(problems({ topUpFrequency: 'H', topUpEndDate: '10/05/2027' }).topUpEndDate).toBeUndefined();
    expect(problems({ topUpEndDate: '10/11/2030' }).topUpEndDate).toBe('Top-up End Date should not exceed SIP End date');
    expect(problems({ topUpEndDate: '10/01/2100' }, { ...SIP, end: d(2120, 1, 10) }).topUpEndDate).toBe('Top-up End Date should not be later than 31/12/2099');
    // A Yearly top-up whose first year runs past the SIP's end.
    const short = { ...SIP, end: d(2027, 6, 10) };
    expect(problems({ topUpEndDate: '10/06/2027' }, short).topUpEndDate).toBe('Top-up End Date should not exceed SIP End date');
  });
});
