import { describe, expect, it } from 'vitest';
import {
  linkExpiresSoon, MANDATE_TEXTS, mandateEndsWithin, RECENT_LAPSE_DAYS, recentLapse, sipRisks, TODAY_MESSAGES, TODAY_SENT, type SipFacts,
} from '../../../lib/rules/worklist';

const today = { year: 2026, month: 11, day: 28 };
const sip = (over: Partial<SipFacts>): SipFacts => ({
  amount: 2000, frequency: 'Monthly', endDate: '2028-05-10', consecutiveFailures: 0, cancelAfter: 3,
  mandate: { endDate: '2060-01-01', maxAmount: 50000 }, ...over,
});
const codes = (s: SipFacts) => sipRisks(s, today).map((r) => r.code);

describe('SIPs at risk', () => {
  it('a SIP with nothing wrong is not listed', () => {
    expect(sipRisks(sip({}), today)).toEqual([]);
  });

  it('failed instalments say how many more cancel it', () => {
    expect(sipRisks(sip({ consecutiveFailures: 2 }), today)).toEqual([
      { code: 'failures', text: '2 of 3 failed instalments: 1 more failed instalment would cancel it' },
    ]);
    expect(sipRisks(sip({ consecutiveFailures: 1, cancelAfter: 2, frequency: 'Quarterly' }), today)[0]?.text).toBe(
      '1 of 2 failed instalments: 1 more failed instalment would cancel it',
    );
  });

  it('a mandate that ends before the SIP', () => {
    expect(sipRisks(sip({ mandate: { endDate: '2027-03-31', maxAmount: 50000 } }), today)).toEqual([
      { code: 'mandateEndsFirst', text: 'The mandate ends on 31/03/2027, before the SIP (10/05/2028): instalments after it will fail' },
    ]);
  });

  it("an instalment above the mandate's maximum", () => {
    expect(sipRisks(sip({ amount: 6000, mandate: { endDate: '2060-01-01', maxAmount: 5000 } }), today)[0]?.text).toBe(
      "The instalment of ₹6,000 is above the mandate's maximum of ₹5,000: each debit will fail",
    );
  });

  it('a SIP that ends this month (its last instalment still due) or next month, not later nor once ended', () => {
    expect(codes(sip({ endDate: '2026-12-10' }))).toEqual(['endsSoon']);
    expect(sipRisks(sip({ endDate: '2026-12-10' }), today)[0]?.text).toBe('Ends on 10/12/2026, next month: its renewal is due');
    expect(sipRisks(sip({ endDate: '2026-11-30' }), today)[0]?.text).toBe('Ends on 30/11/2026, this month: its renewal is due');
    expect(codes(sip({ endDate: '2026-11-28' }))).toEqual(['endsSoon']);
    // Listed on 29/11 and still on 05/12 while its last instalment (22/12) is due.
    expect(codes(sip({ endDate: '2026-12-22' }))).toEqual(['endsSoon']);
    expect(sipRisks(sip({ endDate: '2026-12-22' }), { year: 2026, month: 12, day: 5 })[0]?.text).toBe('Ends on 22/12/2026, this month: its renewal is due');
    expect(codes(sip({ endDate: '2026-11-27' }))).toEqual([]);
    expect(codes(sip({ endDate: '2027-01-05' }))).toEqual([]);
  });

  it('a SIP the registrar cancelled stays listed for 30 days as a lapse, with its fix, and only that', () => {
    const cancelled = (on: string) => sip({ consecutiveFailures: 3, endDate: '2026-12-10', cancelled: { on, reason: 'Cancelled after 3 consecutive failed instalments' } });
    expect(sipRisks(cancelled('2026-11-26'), today)).toEqual([
      { code: 'lapsed', text: 'Cancelled after 3 consecutive failed instalments on 26/11/2026: start a new SIP, on a mandate that can pay' },
    ]);
    expect(codes(cancelled('2026-10-29'))).toEqual(['lapsed']);
    expect(codes(cancelled('2026-10-28'))).toEqual([]);
    expect(recentLapse('2026-10-29', today)).toBe(true);
    expect(recentLapse('2026-11-29', today)).toBe(false);
    expect(RECENT_LAPSE_DAYS).toBe(30);
  });

  it('a SIP without a mandate is judged on its failures and end only', () => {
    expect(codes(sip({ mandate: null, consecutiveFailures: 1 }))).toEqual(['failures']);
  });
});

describe('when a link last went', () => {
  it('says it in the tracker\'s manner', () => {
    expect(TODAY_SENT.link('29/11/2026 11:55 AM')).toBe('Link last sent 29/11/2026 11:55 AM');
    expect(TODAY_SENT.ekyc('29/11/2026 11:55 AM')).toBe('e-KYC link sent 29/11/2026 11:55 AM');
  });
});

describe('links and mandates', () => {
  const now = new Date('2026-11-28T06:00:00Z');
  it('a link is listed in its last 24 hours only', () => {
    expect(linkExpiresSoon(new Date(now.getTime() + 23 * 3_600_000), now)).toBe(true);
    expect(linkExpiresSoon(new Date(now.getTime() + 25 * 3_600_000), now)).toBe(false);
    expect(linkExpiresSoon(new Date(now.getTime() - 60_000), now)).toBe(false);
  });
  it('a mandate ending within 90 days', () => {
    expect(mandateEndsWithin('2027-02-26', today)).toBe(90);
    expect(mandateEndsWithin('2027-02-27', today)).toBeNull();
    expect(MANDATE_TEXTS.endsIn('2026-12-01', 3)).toBe('Ends on 01/12/2026, in 3 days');
    expect(MANDATE_TEXTS.endsIn('2026-11-29', 1)).toBe('Ends on 29/11/2026, in 1 day');
  });
});

describe('the e-KYC action', () => {
  it('says the link goes by e-mail only, as the registrar sends it', () => {
    const what = TODAY_MESSAGES.ekycWhat('Aditi Gill');
    expect(what).toBe('Aditi Gill gets the e-KYC link (online IPV with e-sign) by e-mail, at the address on record, and completes it from there.');
    expect(what).not.toMatch(/mobile|SMS/i);
  });
});
