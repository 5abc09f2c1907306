import { describe, expect, it } from 'vitest';
import { mandateAmountOf, sipPeakOf, withMandateAmount } from '../../../lib/transactions/mandate-fix';
import { fixLinkOf } from '../../../lib/transactions/problem-fixes';
import { mandateNeedOf } from '../../../server/transactions/order-asked';

// The mandate fix as a journey: the amount the SIP needs, carried to the registration form and read back
// there as any typed amount is.

const SIP = { amount: '4000', topUp: 'Y' as const, topUpAmount: '1000', topUpFrequency: 'H' as const, topUpStart: '10/07/2027', topUpEnd: '10/01/2028' };
const AT = { pan: 'HHPPP8842P', f: 'sealed.token', formHref: '' };

describe('the amount a SIP needs of its mandate (lib/transactions/mandate-fix.ts)', () => {
  it('is the largest instalment it reaches with its top-ups, the instalment alone without one', () => {
    expect(sipPeakOf(SIP)).toBe(6000);
    expect(sipPeakOf({ ...SIP, topUpFrequency: 'Y' })).toBe(5000);
    expect(sipPeakOf({ ...SIP, topUp: 'N' })).toBe(4000);
    // A top-up not yet complete adds nothing; an instalment not yet an amount needs nothing known.
    expect(sipPeakOf({ ...SIP, topUpEnd: '' })).toBe(4000);
    expect(sipPeakOf({ ...SIP, amount: '40a' })).toBeNull();
  });

  it('rides on the fix to the registration of the mode, which reads back only whole rupees', () => {
    expect(fixLinkOf('mandate', { ...AT, mandate: { kind: 'enach-mandate', amount: 6000 } })?.href)
      .toBe('/new-transaction/sip/digital/modes/enach-folios/eNACH?f=sealed.token&amount=6000');
    expect(fixLinkOf('mandate', { ...AT, mandate: { kind: 'upi-mandate', amount: null } })?.href).toBe('/new-transaction/sip/digital/modes/upi-folios/upi?f=sealed.token');
    expect(fixLinkOf('mandate', AT)?.href).toBe('/new-transaction/sip/digital/modes/enach-folios/eNACH?f=sealed.token');
    expect(withMandateAmount('/x', 250)).toBe('/x?amount=250');
    expect(mandateAmountOf('6000')).toBe('6000');
    expect(mandateAmountOf(['6000', '9'])).toBe('6000');
    for (const bad of ['6000.5', '-1', '0', '1e4', '<b>', undefined]) expect(mandateAmountOf(bad)).toBe('');
  });

  it("is what a mandate SIP's summary asks its fix for; other kinds ask no mandate", () => {
    const draft = (mode: string) => ({ values: { ...SIP, mode }, view: { title: 'T', amount: 0, sections: [] } }) as never;
    expect(mandateNeedOf('sip-enach', draft('ENACH'))).toEqual({ kind: 'enach-mandate', amount: 6000 });
    expect(mandateNeedOf('sip-upi', draft('UPI'))).toEqual({ kind: 'upi-mandate', amount: 6000 });
    expect(mandateNeedOf('sip', draft('FOLIO'))).toBeUndefined();
    expect(mandateNeedOf('redemption', draft('FOLIO'))).toBeUndefined();
  });
});
