import { describe, expect, it } from 'vitest';
import { CLEARED_BY, isBarredScheme, mandateEndsFirst, SIP_MESSAGES, sipLiveSchema, sipSchema, type SipValues } from '@/lib/forms/sip/sip';
import { TOPUP_MESSAGES } from '@/lib/forms/sip/sip-topup-fields';
import { beyondCap, installmentsBetween, nextSipDate, perpetualEnd } from '@/lib/transactions/sip-dates';
import { formatDisplayDay, parseDisplayDate } from '@/lib/dates';
import { topupMinEnd, topupStartWindow } from '@/lib/rules/sip-topup';
import { NOMINEE_FORM_MESSAGES } from '@/lib/forms/onboarding/new-investor-nominee';
import { askedNomination } from '@/lib/forms/purchase/folio-nomination';
import { NOMINEE } from '../support/nominee';

// Every message of the SIP Registration form (seed 001 section 5, seed 002 section 5) and its date
// rules: the mandate window, the top-up window, perpetual, the 2099 cap and quarterly 4.

const valid: SipValues = {
  mode: 'FOLIO', sipType: 'NEW', investorName: 'Meera Nair', emailFamily: 'SE', email: 'meera.nair@example.com', mobileFamily: 'SE',
  countryCode: '+91', mobile: '9895011223', folio: '', schemeType: 'NEW', category: 'Equity', scheme: '117~FC~RG~G', multiples: '1', arnCode: 'ARN-112233',
  subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '', frequency: 'M', minInstallments: '6', minAmount: '100',
  installments: '12', sipDay: '10', startDate: '10/01/2027', endDate: '10/12/2027', perpetual: false, amount: '1000', lumpsum: '',
  lumpsumMin: '1000', topUp: 'N', topUpFrequency: 'H', topUpAmount: '', topUpStart: '', topUpEnd: '', mandateMax: '', mandateStart: '', mandateEnd: '',
  chhoti: false, chhotiScheme: 'N',
  nominationAsked: false, wishNotToNominate: false, nominees: [],
};

function errors(input: Partial<SipValues>, schema = sipSchema): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const mandate = { mode: 'UPI' as const, folio: '10234561', mandateMax: '50000', mandateStart: '01/06/2026', mandateEnd: '01/06/2056' };
const topUp = { topUp: 'Y' as const, topUpAmount: '500', topUpStart: '10/07/2027', topUpEnd: '10/12/2027' };

describe('the SIP form', () => {
  it('accepts a complete new-folio SIP', () => {
    expect(errors({})).toEqual({});
  });

  it('needs a scheme and refuses the schemes barred from SIP (the seed spells it so)', () => {
    expect(errors({ scheme: '' }).scheme).toBe(SIP_MESSAGES.schemeMandatory);
    for (const code of ['FP', 'HS', 'SP', 'UC']) expect(errors({ scheme: `117~${code}~RG~G` }).scheme).toBe('Selected scheme should not allow for SIP Transaction');
    expect(isBarredScheme('117~LC~RG~G')).toBe(false);
    expect(errors({ category: '' }).category).toBe(SIP_MESSAGES.categoryMandatory);
    expect(errors({ frequency: '' }).frequency).toBe(SIP_MESSAGES.frequencyMandatory);
  });

  it('checks installments: mandatory, 3 digits and 999 at most, the frequency minimum, quarterly 4', () => {
    expect(errors({ installments: '' }).installments).toBe('Installments is mandatory');
    expect(errors({ installments: '' }, sipLiveSchema).installments).toBe('no of installments is mandatory');
    expect(errors({ installments: '1000' }).installments).toBe('No of Installments should not be greater than 999');
    expect(errors({ installments: '5' }).installments).toBe('Please check minimum no of installments');
    expect(errors({ installments: '5' }, sipLiveSchema).installments).toBe('No.of installments should be same as mentioned or more');
    expect(errors({ frequency: 'Q', minInstallments: '2', installments: '3' }).installments).toBe(SIP_MESSAGES.quarterlyMin);
    expect(errors({ frequency: 'Q', minInstallments: '2', installments: '4', endDate: '10/10/2027' })).toEqual({});
    expect(errors({ installments: '', perpetual: true, endDate: '10/12/2099' })).toEqual({});
  });

  it('needs the SIP day and the dates the registrar computed; a SIP may not run into 2099 unless perpetual', () => {
    expect(errors({ sipDay: '' }).sipDay).toBe(SIP_MESSAGES.sipDayMandatory);
    expect(errors({ startDate: '', endDate: '' }).startDate).toBe(SIP_MESSAGES.datesMandatory);
    expect(errors({ endDate: '10/01/2099' }).endDate).toBe('Your SIP installments are going beyond 2099, select lesser number of installments.');
    expect(errors({ perpetual: true, installments: '', endDate: '10/12/2099' }).endDate).toBeUndefined();
  });

  it('checks the instalment: mandatory, the minimum, the multiple, the mandate maximum', () => {
    expect(errors({ amount: '' }).amount).toBe(SIP_MESSAGES.amountMandatory);
    expect(errors({ amount: '50' }).amount).toBe('The amount should be ₹ 100 or more');
    expect(errors({ scheme: '117~TS~RG~G', minAmount: '500', multiples: '500', amount: '750' }).amount).toBe('The amount should be in the multiples of 500');
    expect(errors({ ...mandate, amount: '60000' }).amount).toBe('SIP instalment amount should be less than the Mandate Amount 50,000');
    expect(errors({ ...mandate, amount: '50000' })).toEqual({});
  });

  it('keeps the SIP within the mandate and warns when the mandate ends first', () => {
    expect(errors({ ...mandate, mandateStart: '01/02/2027' }).startDate).toBe('SIP Start Date should not be before the Mandate Start Date 01/02/2027');
    expect(errors({ ...mandate, mandateEnd: '01/06/2027' }).endDate).toBe('SIP End date should not exceed the Mandate Date');
    expect(mandateEndsFirst({ endDate: '10/12/2027', mandateEnd: '01/06/2027' })).toBe(true);
    expect(mandateEndsFirst({ endDate: '10/12/2027', mandateEnd: '' })).toBe(false);
  });

  it('checks the optional lumpsum against the scheme minimum', () => {
    expect(errors({ sipType: 'EXISTING', folio: '10234561', lumpsum: '500' }).lumpsum).toBe('Lumpsum amount should be more than 1,000');
    expect(errors({ sipType: 'EXISTING', folio: '10234561', lumpsum: '5000' })).toEqual({});
    expect(errors({ sipType: 'EXISTING', folio: '' }).folio).toBe(SIP_MESSAGES.folioMandatory);
  });

  it('needs a category only for a new scheme (seed 001 section 3: the scheme type of a folio)', () => {
    expect(errors({ category: '' }).category).toBe(SIP_MESSAGES.categoryMandatory);
    expect(errors({ sipType: 'EXISTING', folio: '10234561', schemeType: 'EXISTING', category: '' })).toEqual({});
    expect(errors({ sipType: 'EXISTING', folio: '10234561', schemeType: 'NEW', category: '' }).category).toBe(SIP_MESSAGES.categoryMandatory);
    expect(errors({ ...mandate, schemeType: 'EXISTING', category: '' })).toEqual({});
  });

  it('checks the top-up: mandatory fields, 500 and its multiple for TS, the mandate maximum, its window and the SIP end', () => {
    expect(errors({ ...topUp })).toEqual({});
    expect(errors({ topUp: 'Y' })).toMatchObject({
      topUpAmount: 'TOP-UP Amount is Mandatory', topUpStart: 'TOP-UP Start Date is Mandatory', topUpEnd: 'TOP-UP End Date is Mandatory',
    });
    expect(errors({ ...topUp, topUpAmount: '400' }).topUpAmount).toBe('Amount should be greater than or equal to 500');
    expect(errors({ ...topUp, scheme: '117~TS~RG~G', minAmount: '500', multiples: '500', topUpAmount: '700' }).topUpAmount).toBe('Amount should be in multiple of 500');
    expect(errors({ ...mandate, ...topUp, topUpAmount: '60000' }).topUpAmount).toBe('Amount should not be greater than Mandate Amount 50,000');
    // The window is cut to the starts that leave a Half-Yearly end within this SIP (to 10/12/2027).
    expect(errors({ ...topUp, topUpStart: '10/05/2027' }).topUpStart).toBe('Top-up Start Date should be between 10/07/2027 and 10/07/2027');
    expect(errors({ ...topUp, endDate: '10/12/2028', installments: '24', topUpStart: '10/05/2027' }).topUpStart).toBe('Top-up Start Date should be between 10/07/2027 and 10/10/2027');
    // A Yearly top-up cannot fit an 8-instalment SIP: the message says why rather than offer a window.
    // No yearly top-up fits an 8-instalment SIP: the choice is refused with the reason, not the disabled dates asked for.
    expect(errors({ ...topUp, topUpFrequency: 'Y', endDate: '10/08/2027', installments: '8', topUpStart: '10/05/2027' })).toMatchObject({ topUp: 'Top-up End Date should not exceed SIP End date' });
    expect(errors({ topUp: 'Y', topUpFrequency: 'Y', endDate: '10/12/2027', installments: '12' })).toEqual({ topUp: 'Top-up End Date should not exceed SIP End date' });
    expect(errors({ ...topUp, endDate: '10/08/2027', installments: '8', topUpStart: '10/09/2027' })).toMatchObject({ topUp: SIP_MESSAGES.topUpEndBeyond });
    expect(errors({ ...topUp, endDate: '10/12/2028', installments: '24', topUpStart: '10/01/2029' }).topUpStart).toBe(SIP_MESSAGES.topUpStartBeyond);
    expect(errors({ ...topUp, topUpEnd: '10/01/2028' }).topUpEnd).toBe('Top-up End Date should not exceed SIP End date');
    expect(errors({ ...topUp, topUpEnd: '10/10/2027' }).topUpEnd).toBe('Top-up End Date should be on or after 10/12/2027');
  });

  it('says what each change clears (seed 001 section 4)', () => {
    expect(CLEARED_BY.scheme).toEqual(expect.arrayContaining(['frequency', 'installments', 'sipDay', 'startDate', 'endDate', 'amount']));
    expect(CLEARED_BY.frequency).toEqual(expect.arrayContaining(['installments', 'sipDay', 'endDate']));
    expect(CLEARED_BY.sipDay).toEqual(expect.arrayContaining(['startDate', 'endDate']));
  });
});

describe('the SIP date rules', () => {
  it('ends a perpetual SIP in December 2099 on its day, or at the mandate end', () => {
    expect(perpetualEnd(15, null)).toBe('15/12/2099');
    expect(perpetualEnd(5, '01/06/2056')).toBe('01/06/2056');
  });

  it('caps the SIP year at 2099', () => {
    expect(beyondCap('10/12/2098', false)).toBe(false);
    expect(beyondCap('10/01/2099', false)).toBe(true);
    expect(beyondCap('10/12/2099', true)).toBe(false);
    expect(beyondCap('10/01/2100', true)).toBe(true);
  });

  it('takes top-up dates only on the SIP day (seed 002 section 5), like the SIP TOP-UP screen', () => {
    expect(errors({ ...topUp, topUpStart: '15/07/2027' }).topUpStart).toBe('Top-up dates should fall on the SIP day (10 of the month)');
    expect(errors({ ...topUp, topUpEnd: '15/12/2027' }).topUpEnd).toBe('Top-up dates should fall on the SIP day (10 of the month)');
    expect(errors({ ...topUp, topUpStart: '15/07/2027' }).topUpStart).toBe(TOPUP_MESSAGES.sipDay(10));
  });

  it('opens the top-up window six to nine months after the SIP start; the end at least 5 or 11 months after it', () => {
    // The one rule (lib/rules/sip-topup.ts) every top-up form and the registrar use.
    const day = (text: string) => parseDisplayDate(text)!;
    const window = topupStartWindow({ start: day('10/01/2027'), end: day('10/01/2032') });
    expect([formatDisplayDay(window.from), formatDisplayDay(window.to)]).toEqual(['10/07/2027', '10/10/2027']);
    expect(formatDisplayDay(topupMinEnd(day('10/07/2027'), 'H'))).toBe('10/12/2027');
    expect(formatDisplayDay(topupMinEnd(day('10/07/2027'), 'Y'))).toBe('10/06/2028');
  });

  it('counts the installments of a perpetual SIP and finds the next SIP day', () => {
    expect(installmentsBetween('10/01/2027', '10/12/2027', 1)).toBe(12);
    expect(installmentsBetween('10/01/2027', '10/10/2027', 3)).toBe(4);
    expect(nextSipDate({ year: 2026, month: 11, day: 24 }, 10)).toEqual({ year: 2026, month: 12, day: 10 });
    expect(nextSipDate({ year: 2026, month: 11, day: 5 }, 10)).toEqual({ year: 2026, month: 11, day: 10 });
  });
});

describe("a new folio's SIP asks for the folio's nomination when the registrar holds none for the investor", () => {
  const nominee = { ...NOMINEE, name: 'Asha Nair' };
  const asked = { nominationAsked: true } as Partial<SipValues>;

  it('needs nominees or the wish not to nominate, in the nominee step\'s words', () => {
    expect(errors(asked)).toEqual({ nominees: NOMINEE_FORM_MESSAGES.required });
    expect(errors({ ...asked, wishNotToNominate: true })).toEqual({});
    expect(errors({ ...asked, nominees: [nominee] } as Partial<SipValues>)).toEqual({});
    expect(errors({ ...asked, nominees: [{ ...nominee, name: 'Meera Nair' }] } as Partial<SipValues>)).toEqual({ 'nominees.0.name': NOMINEE_FORM_MESSAGES.sameAsApplicant });
  });

  it('holds only a SIP that opens a folio to it: an existing folio keeps its own', () => {
    expect(errors({ ...asked, sipType: 'EXISTING', folio: '10234561' })).toEqual({});
    expect(errors({ ...asked, ...mandate, sipType: 'EXISTING' })).toEqual({});
  });

  it('tells the check what the order carries', () => {
    expect(askedNomination({ ...valid, ...asked, nominees: [nominee] } as SipValues)).toBe('nominees');
    expect(askedNomination({ ...valid, ...asked, wishNotToNominate: true, nominees: [nominee] } as SipValues)).toBe('opted-out');
    expect(askedNomination({ ...valid, nominees: [nominee] } as SipValues)).toBe('');
  });
});
