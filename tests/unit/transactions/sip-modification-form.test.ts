import { describe, expect, it } from 'vitest';
import {
  changeCategory, changeFrequency, changePerpetual, changeScheme, earliestModifiedDate, endDateFor, firstModifiedDate, frequencyCode, installmentStep,
  isModified, modificationBlock, modificationProblems, perpetualOffered, sipModificationSchema, sipModificationValuesSchema, SIPM_BLOCK_MESSAGES, SIPM_MESSAGES,
  type ModificationFacts, type ModificationValues,
} from '../../../lib/forms/sip/sip-modification';
import { sipDayChoices } from '../../../lib/forms/sip/sip-modification-fields';

// Every rule of the SIP modification form (seed 002 sections 4.4, 5 and 9), each checked by its message.

const today = { year: 2026, month: 11, day: 24 };
const existing: ModificationValues = {
  ihno: '7000001', category: 'Equity', scheme: 'FC', frequency: 'M', sipDay: '10', sipDate: '10/12/2026', installments: '46', endDate: '10/09/2030',
  perpetual: false, amount: '5000', accepted: false,
};
const facts: ModificationFacts = { sipType: '1', mandateAmount: 50000, mandateEnd: { year: 2031, month: 1, day: 1 }, minAmount: 500, multiple: 100 };
const good: ModificationValues = { ...existing, amount: '7000', accepted: true };
const problems = (patch: Partial<ModificationValues>, f: Partial<ModificationFacts> = {}) => modificationProblems({ ...good, ...patch }, existing, { ...facts, ...f }, today);

describe('SIP modification rules', () => {
  it('accepts a changed amount with the terms accepted', () => {
    expect(problems({})).toEqual({});
    expect(sipModificationSchema(existing, facts, today).safeParse(good).success).toBe(true);
  });

  it('checks the amount against the scheme, the mandate and the cap', () => {
    expect(problems({ amount: '400' }).amount).toBe('Amount should be greater than or equal to Minimum Amount');
    expect(problems({ amount: '' }).amount).toBe(SIPM_MESSAGES.minimum);
    expect(problems({ amount: '60000' }).amount).toBe('Amount should be less than or equal to Mandate Amount');
    expect(problems({ amount: '60000' }, { sipType: '3' }).amount).toBeUndefined();
    expect(problems({ amount: '1000100' }, { sipType: '3' }).amount).toBe('Amount should be less than or equal to 1,000,000');
    expect(problems({ amount: '7050' }).amount).toBe('Amount should be a multiple of 100');
  });

  it('keeps a mandate-backed SIP within the mandate end', () => {
    expect(problems({ endDate: '10/02/2031' }).endDate).toBe('SIP End date should not exceed the Mandate Date');
    expect(problems({ endDate: '10/02/2031' }, { sipType: '3' }).endDate).toBeUndefined();
  });

  it('checks the number of installments', () => {
    expect(problems({ installments: '5' }).installments).toBe('Enter Valid Number of Installments');
    expect(problems({ installments: '6' }).installments).toBeUndefined();
    expect(problems({ installments: 'x' }).installments).toBe(SIPM_MESSAGES.installments);
    expect(problems({ installments: '1000' }).installments).toBe('No of Installments should not be greater than 999');
    expect(problems({ installments: '12' }, { minInstallments: 24 }).installments).toBe(SIPM_MESSAGES.installments);
    expect(problems({ installments: '', perpetual: true }).installments).toBeUndefined();
    expect(problems({ endDate: '' }).endDate).toBe('Enter Valid Number of Installments');
  });

  it('needs the modified date 15 days ahead and on the chosen SIP day', () => {
    expect(problems({ sipDate: '30/11/2026', sipDay: '30' }).sipDay).toBe('Please select a SIP day');
    expect(problems({ sipDate: '05/12/2026', sipDay: '5' }).sipDate).toBe('SIP date should be at least 15 days from today');
    expect(problems({ sipDate: '11/12/2026' }).sipDate).toBe('SIP date should fall on the SIP day (10 of the month)');
    expect(problems({ sipDate: 'soon' }).sipDate).toBe('Please select a valid SIP date');
  });

  it('refuses an unchanged SIP and an unaccepted declaration', () => {
    expect(problems({ amount: '5000' }).form).toBe('There are no modifications done, you cannot proceed further');
    expect(isModified(existing, { ...existing, accepted: true, sipDate: '10/01/2027' })).toBe(false);
    expect(problems({ accepted: false }).accepted).toBe('Please accept the terms and conditions to proceed');
    expect(problems({ scheme: '' }).scheme).toBe('Please select a scheme');
    expect(problems({ frequency: '' }).frequency).toBe('Please select a frequency');
  });

  it('words the outcome as the seed does', () => {
    expect(SIPM_MESSAGES.success('812345')).toBe(
      'Your recommendation for SIP modification through DIT has been initiated with reference number 812345. Please request the investor to review and confirm the SIP modification',
    );
    expect(SIPM_MESSAGES.submitFailed('Folio not found')).toBe('Error submitting SIP modification: Folio not found');
  });
});

describe('SIP modification values and blocks', () => {
  it('names the live SIP by its number', () => {
    const r = sipModificationValuesSchema.safeParse({ ...good, ihno: '70x' });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('No live SIP found for the given details');
    expect(sipModificationValuesSchema.safeParse(good).success).toBe(true);
  });

  it('says why a SIP cannot be modified now', () => {
    const sip = { modificationPending: false, sipType: '1', mandateEnd: { year: 2040, month: 1, day: 1 } };
    expect(modificationBlock(sip, today)).toBeNull();
    expect(modificationBlock({ ...sip, modificationPending: true }, today)).toBe('Modification not allowed: a modification is awaiting the investor’s approval');
    // 6 monthly installments from 09/12/2026 end on 09/05/2027.
    expect(modificationBlock({ ...sip, mandateEnd: { year: 2027, month: 5, day: 8 } }, today)).toBe(SIPM_BLOCK_MESSAGES.mandateEnding);
    expect(modificationBlock({ ...sip, mandateEnd: { year: 2027, month: 5, day: 9 } }, today)).toBeNull();
    expect(modificationBlock({ ...sip, sipType: '3', mandateEnd: { year: 2027, month: 1, day: 1 } }, today)).toBeNull();
  });

  it('reads the registrar\'s frequency names as the form\'s codes', () => {
    expect(frequencyCode('Monthly')).toBe('M');
    expect(frequencyCode('Quarterly')).toBe('Q');
    expect(frequencyCode('Weekly')).toBe('');
  });
});

describe('SIP modification dates', () => {
  it('starts no earlier than 15 days from today, on the SIP day', () => {
    expect(earliestModifiedDate(today)).toEqual({ year: 2026, month: 12, day: 9 });
    expect(firstModifiedDate(today, 10)).toEqual({ year: 2026, month: 12, day: 10 });
    expect(firstModifiedDate(today, 5)).toEqual({ year: 2027, month: 1, day: 5 });
  });

  it('offers perpetual only when the end is more than 5 months away', () => {
    expect(perpetualOffered({ year: 2027, month: 4, day: 24 }, today)).toBe(false);
    expect(perpetualOffered({ year: 2027, month: 4, day: 25 }, today)).toBe(true);
  });

  it('steps installments by 1 month for Monthly and 3 otherwise', () => {
    expect(installmentStep('M')).toBe(1);
    expect(installmentStep('Q')).toBe(3);
    expect(endDateFor({ year: 2026, month: 12, day: 10 }, 'M', 12)).toEqual({ year: 2027, month: 11, day: 10 });
    expect(endDateFor({ year: 2026, month: 12, day: 10 }, 'Q', 4)).toEqual({ year: 2027, month: 9, day: 10 });
  });
});

describe('SIP modification clearing rules', () => {
  it('clears the scheme when the category changes', () => {
    expect(changeCategory(existing, 'Debt').scheme).toBe('');
    expect(changeCategory(existing, 'Equity')).toBe(existing);
  });

  it('clears date, frequency, installments and end date for a different scheme', () => {
    expect(changeScheme(existing, 'TS')).toMatchObject({ scheme: 'TS', sipDate: '', frequency: '', installments: '', endDate: '' });
    expect(changeScheme(existing, 'FC')).toBe(existing);
  });

  it('clears SIP date, end date and installments and turns perpetual off for a new frequency', () => {
    expect(changeFrequency({ ...existing, perpetual: true }, 'Q')).toMatchObject({ frequency: 'Q', sipDate: '', endDate: '', installments: '', perpetual: false });
  });

  it('runs a perpetual SIP to the mandate end or 31/12/2099 without installments', () => {
    expect(changePerpetual(existing, true, { year: 2031, month: 1, day: 1 })).toMatchObject({ perpetual: true, installments: '', endDate: '01/01/2031' });
    expect(changePerpetual(existing, true, null)).toMatchObject({ endDate: '31/12/2099', installments: '' });
    expect(changePerpetual({ ...existing, perpetual: true }, false, null).perpetual).toBe(false);
  });

  it('turning perpetual off leaves no end date without installments: both wait for the count typed next', () => {
    const perpetual = changePerpetual(existing, true, { year: 2031, month: 1, day: 1 });
    expect(changePerpetual(perpetual, false, { year: 2031, month: 1, day: 1 })).toMatchObject({ perpetual: false, installments: '', endDate: '' });
  });
});

describe('the SIP days a modification offers', () => {
  it('keeps the SIP’s own day beside the scheme’s, so a SIP on the 16th shows its day', () => {
    expect(sipDayChoices([1, 5, 10, 15, 20, 25, 28], '16')).toEqual([1, 5, 10, 15, 16, 20, 25, 28]);
    expect(sipDayChoices([1, 5, 10], '10')).toEqual([1, 5, 10]);
    expect(sipDayChoices([1, 5, 10], '')).toEqual([1, 5, 10]);
    expect(sipDayChoices([1, 5, 10], '31')).toEqual([1, 5, 10]);
  });
});
