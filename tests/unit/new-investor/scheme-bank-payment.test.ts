import { describe, expect, it } from 'vitest';
import { accountTypesFor, BANK_STEP_MESSAGES as B, bankStepSchema, paymentStepSchema } from '../../../lib/forms/onboarding/new-investor-bank';
import { SCHEME_MESSAGES as S, schemeStepSchema, schemeStepShape, type SchemeContext, type SchemeStepInput } from '../../../lib/forms/onboarding/new-investor-scheme';

const today = { year: 2026, month: 11, day: 24 };
const ctx: SchemeContext = { today, rule: { min: 1000, multiples: 1 }, minInstallments: 6 };

function issues(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) {
  const parsed = schema.safeParse(v);
  const out: Record<string, string> = {};
  for (const i of parsed.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

const lumpsum: SchemeStepInput = { ...schemeStepShape.parse({}), type: 'Lumpsum', category: 'Equity', scheme: '117~FC~RG~G', amount: '5000', euinDeclared: 'Y' };
const isip: SchemeStepInput = {
  ...lumpsum, type: 'iSIP', amount: '1000', frequency: 'M', sipDay: '10', installments: '12', sipStart: '10/12/2026', sipEnd: '10/11/2028',
  goalSip: 'Yes', goalName: 'Dream House', goalAmount: '100000', terms: true,
};
const scheme = (v: Partial<SchemeStepInput>, c = ctx) => issues(schemeStepSchema(c), { ...lumpsum, ...v });
const sip = (v: Partial<SchemeStepInput>, c = ctx) => issues(schemeStepSchema(c), { ...isip, ...v });

describe('lumpsum scheme form', () => {
  it('accepts a whole lumpsum', () => {
    expect(scheme({})).toEqual({});
  });

  it("names the mandatory fields with '<field> is Mandatory'", () => {
    expect(scheme({ category: '', scheme: '', amount: '' })).toMatchObject({ category: 'Category is Mandatory', scheme: 'Scheme is Mandatory', amount: 'Amount is Mandatory' });
    expect(scheme({}, { ...ctx, rule: null }).scheme).toBe('Scheme is Mandatory');
  });

  it('checks the minimum and the multiple', () => {
    expect(scheme({ amount: '999' }).amount).toBe('Amount should be greater than or equal to 1000');
    expect(scheme({ amount: '1005' }, { ...ctx, rule: { min: 1000, multiples: 10 } }).amount).toBe('Amount should be multiple of 10');
  });

  it("needs an EUIN unless declared: ' EUIN is Mandatory'", () => {
    expect(scheme({ euinDeclared: 'N', euin: '' }).euin).toBe(' EUIN is Mandatory');
    expect(scheme({ euinDeclared: 'N', euin: 'E345678' })).toEqual({});
  });
});

describe('iSIP scheme form', () => {
  it('accepts a whole iSIP', () => {
    expect(sip({})).toEqual({});
  });

  it('checks installments against the minimum, 999 and the computed period', () => {
    expect(sip({ installments: '5' }).installments).toBe(S.minInstallments);
    expect(sip({ installments: '1000' }).installments).toBe('No of Installments should not be greater than 999');
    expect(sip({ sipEnd: '' }).installments).toBe('Enter Valid Number of Installments');
    expect(sip({ installments: '' }).installments).toBe('No of Installments is Mandatory');
    expect(sip({ frequency: '' }).frequency).toBe('Frequency is Mandatory');
    expect(sip({ sipDay: '' }).sipDay).toBe('SIP Date is Mandatory');
  });

  it('caps the amount at 1,000,000 and asks for an EUIN with its own words', () => {
    expect(sip({ amount: '1000001' }).amount).toBe('Amount should be less than or equal to 1,000,000');
    expect(sip({ euinDeclared: 'N' }).euin).toBe('Please select EUIN');
  });

  it('checks the goal SIP', () => {
    expect(sip({ goalName: '' }).goalName).toBe('Please Select a goal to Continue');
    expect(sip({ goalAmount: '' }).goalAmount).toBe('Please enter the goal sip amount');
    expect(sip({ goalAmount: '999' }).goalAmount).toBe(S.goalRange);
    expect(sip({ goalAmount: '10000001' }).goalAmount).toBe('Goal SIP Amount should be greater than or equal to Amount and less than ₹ 1 Crore');
    expect(sip({ goalSip: 'No', goalName: '', goalAmount: '' })).toEqual({});
  });

  it('needs the terms accepted', () => {
    expect(sip({ terms: false }).terms).toBe('Please accept the terms and conditions to proceed');
  });

  it('checks the top-up: amounts, dates within the SIP and its length', () => {
    const top = { topUp: 'Yes' as const, topUpFrequency: 'H' as const, topUpAmount: '500', topUpStart: '10/06/2027', topUpEnd: '10/12/2027' };
    expect(sip(top)).toEqual({});
    expect(sip({ ...top, topUpAmount: '' }).topUpAmount).toBe('TOP-UP Amount is Mandatory');
    expect(sip({ ...top, topUpAmount: '400' }).topUpAmount).toBe('Amount should be greater than or equal to 500');
    expect(sip({ ...top, scheme: '117~TS~RG~G', topUpAmount: '700' }).topUpAmount).toBe('Amount should be in multiple of 500');
    expect(sip({ ...top, topUpStart: '' }).topUpStart).toBe('TOP-UP Start Date is Mandatory');
    expect(sip({ ...top, topUpEnd: '10/01/2029' }).topUpEnd).toBe('Topup start/end date should not exceed SIP end date');
    expect(sip({ ...top, topUpEnd: '10/10/2027' }).topUpEnd).toBe('Top-up End Date should be on or after 10/11/2027');
    expect(sip({ ...top, topUpFrequency: 'Y', topUpEnd: '10/04/2028' }).topUpEnd).toBe('Top-up End Date should be on or after 10/05/2028');
  });

  it('keeps the top-up dates on the SIP day and the start 6 to 9 months after the SIP start (seed 002 sections 4.5 and 5)', () => {
    const top = { topUp: 'Yes' as const, topUpFrequency: 'H' as const, topUpAmount: '500', topUpStart: '10/06/2027', topUpEnd: '10/12/2027' };
    expect(sip({ ...top, topUpStart: '15/06/2027' }).topUpStart).toBe('Top-up dates should fall on the SIP day (10 of the month)');
    expect(sip({ ...top, topUpEnd: '15/12/2027' }).topUpEnd).toBe('Top-up dates should fall on the SIP day (10 of the month)');
    // The SIP's own start, and a day past the window, are refused with the window that can be met.
    expect(sip({ ...top, topUpStart: '10/12/2026' }).topUpStart).toBe('Top-up Start Date should be between 10/06/2027 and 10/09/2027');
    expect(sip({ ...top, topUpStart: '10/10/2027', topUpEnd: '10/04/2028' }).topUpStart).toBe('Top-up Start Date should be between 10/06/2027 and 10/09/2027');
    expect(sip({ ...top, topUpStart: '10/09/2027', topUpEnd: '10/02/2028' })).toEqual({});
    // A Yearly top-up of a SIP too short for one says why instead of offering a window.
    // No yearly top-up fits: the choice is refused with the reason, not the dates asked for.
    expect(sip({ ...top, topUpFrequency: 'Y', sipEnd: '10/11/2027', topUpStart: '10/12/2026', topUpEnd: '10/11/2027' })).toEqual({ topUp: 'Topup start/end date should not exceed SIP end date' });
    expect(sip({ ...top, topUpFrequency: 'Y', sipEnd: '10/11/2027', topUpStart: '', topUpEnd: '' })).toEqual({ topUp: 'Topup start/end date should not exceed SIP end date' });
  });
});

const bank = {
  ifsc: 'sbin0000300', micr: '400002300', bankName: 'STATE BANK OF INDIA', branchAddress1: 'MUMBAI MAIN BRANCH', branchAddress2: '', branchAddress3: '',
  branchCity: 'MUMBAI', branchPincode: '400001', accountType: '11', accountNumber: '123456789012', confirmAccountNumber: '123456789012', pennyDropConsent: true,
};

describe('bank account form', () => {
  it('accepts a whole account and upper-cases the IFSC', () => {
    expect(bankStepSchema.parse(bank).ifsc).toBe('SBIN0000300');
  });

  it("checks the IFSC, the account and its confirmation, and the Re 1 authorisation", () => {
    expect(issues(bankStepSchema, { ...bank, ifsc: '' }).ifsc).toBe('IFSC Number is Mandatory');
    expect(issues(bankStepSchema, { ...bank, ifsc: 'SBIN000030' }).ifsc).toBe('Enter a valid IFSC Number');
    expect(issues(bankStepSchema, { ...bank, bankName: '' }).bankName).toBe('Bank Name is Mandatory');
    expect(issues(bankStepSchema, { ...bank, accountNumber: '12345' }).accountNumber).toBe(B.account);
    expect(issues(bankStepSchema, { ...bank, confirmAccountNumber: '123456789013' }).confirmAccountNumber).toBe('Account Numbers does not match');
    expect(issues(bankStepSchema, { ...bank, pennyDropConsent: false }).pennyDropConsent).toBe(B.consent);
    expect(issues(bankStepSchema, { ...bank, micr: '' })).toEqual({});
  });

  it('offers the account type of the first holder’s category: 11 Savings, 21 NRE, 22 NRO', () => {
    expect(accountTypesFor('11').map((t) => t.label)).toEqual(['Savings']);
    expect(accountTypesFor('21').map((t) => t.label)).toEqual(['NRE']);
    expect(accountTypesFor('22').map((t) => t.label)).toEqual(['NRO']);
  });
});

describe('payment form', () => {
  it('needs a bank and the declaration', () => {
    expect(issues(paymentStepSchema, { payMode: 'UPI', bankCode: 'SBI', declaration: true })).toEqual({});
    expect(issues(paymentStepSchema, { payMode: 'UPI', bankCode: '', declaration: true }).bankCode).toBe(B.payment);
    expect(issues(paymentStepSchema, { payMode: 'UPI', bankCode: 'SBI', declaration: false }).declaration).toBe(
      'Please select a bank in the above list and click on the checkbox to proceed further',
    );
    expect(issues(paymentStepSchema, { payMode: 'Cheque', bankCode: 'SBI', declaration: true }).payMode).toBe('Payment Mode is Mandatory');
  });
});
