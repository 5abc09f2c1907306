import { describe, expect, it } from 'vitest';
import { calendarDayOf, choiceOf, localDateOf, offered } from '../../../lib/forms/date-choice';
import { TOPUP_END_FIRST, topupDateFields } from '../../../lib/forms/sip/topup-date-fields';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('a date field calendar offers only the days its rule allows', () => {
  const topUp = { from: d(2027, 5, 10), to: d(2027, 8, 10), day: 10 };

  it('within the window and on the SIP day only', () => {
    expect(offered(topUp, d(2027, 5, 10))).toBe(true);
    expect(offered(topUp, d(2027, 8, 10))).toBe(true);
    expect(offered(topUp, d(2027, 6, 15))).toBe(false);
    expect(offered(topUp, d(2027, 4, 10))).toBe(false);
    expect(offered(topUp, d(2027, 9, 10))).toBe(false);
  });

  it('any day of a window without a fixed day', () => {
    expect(offered({ from: d(2026, 11, 28), to: d(2027, 3, 7) }, d(2027, 1, 1))).toBe(true);
  });

  it('no calendar where no day can be met', () => {
    expect(choiceOf({ impossible: 'startPastEnd' }, 10)).toBeNull();
    expect(choiceOf({ from: topUp.from, to: topUp.to }, 10)).toEqual(topUp);
  });

  it("reads the browser's date as the calendar day it shows", () => {
    expect(calendarDayOf(localDateOf(d(2027, 2, 28)))).toEqual(d(2027, 2, 28));
  });
});

describe('topupDateFields', () => {
  const why = { startPastEnd: 'no start', endPastEnd: 'no end' };
  const sip = { start: d(2026, 12, 10), end: d(2031, 11, 10) };

  it('offers the SIP day within each window, the end once a start is chosen', () => {
    const none = topupDateFields(sip, null, 'Y', why, d(2026, 11, 28));
    expect(none.startChoice?.day).toBe(10);
    expect(none.endChoice).toBeNull();
    expect(none.endHint).toBe(TOPUP_END_FIRST);
    const chosen = topupDateFields(sip, d(2027, 6, 10), 'Y', why, d(2026, 11, 28));
    expect(chosen.endChoice).toMatchObject({ from: d(2028, 5, 10), day: 10 });
    expect(chosen.validStart).toEqual(d(2027, 6, 10));
  });

  it('builds no end window from a start the rule refuses (off the SIP day, outside its window)', () => {
    for (const start of [d(2027, 7, 15), d(2027, 1, 10), d(2029, 6, 10)]) {
      const refused = topupDateFields(sip, start, 'Y', why, d(2026, 11, 28));
      expect(refused.validStart).toBeNull();
      expect(refused.endChoice).toBeNull();
      expect(refused.endHint).toBe(TOPUP_END_FIRST);
    }
  });

  it('offers no calendar where no date can be met, and the hint says why', () => {
    const short = topupDateFields({ start: d(2026, 12, 10), end: d(2027, 3, 10) }, null, 'Y', why, d(2026, 11, 28));
    expect(short.startChoice).toBeNull();
    expect(short.startHint).toBe('no start');
    expect(short.impossible).toBe(true);
    expect(topupDateFields(sip, null, 'Y', why, d(2026, 11, 28)).impossible).toBe(false);
    expect(topupDateFields(null, null, 'H', why).startChoice).toBeNull();
  });
});
