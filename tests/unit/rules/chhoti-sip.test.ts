import { describe, expect, it } from 'vitest';
import { sipSchema, type SipValues } from '@/lib/forms/sip/sip';
import {
  CHHOTI_SIP_AMOUNT, CHHOTI_SIP_CODES, CHHOTI_SIP_CONDITIONS, CHHOTI_SIP_LABEL, CHHOTI_SIP_MAX_PER_PAN, CHHOTI_SIP_MESSAGES, CHHOTI_SIP_MIN_INSTALMENTS,
  chhotiSipInvestorProblem, chhotiSipProblem, chhotiSipSchemeAllowed, offersChhotiSip, type ChhotiSipTerms,
} from '@/lib/rules/chhoti-sip';

// Chhoti SIP (SEBI 2025): each condition's limit and wording, and the SIP form's schema refusing on
// the field each is about. The registrar's side runs the same module (tests/contract/chhoti-sip.test.ts).

const ok: ChhotiSipTerms = { eligible: true, kind: 'Equity', option: 'G', payment: 'UPI', frequency: 'M', amount: 250, installments: 60, topUp: false, lumpsum: false };

describe('the Chhoti SIP rule', () => {
  it('is ₹250 a month for at least 60 instalments, at most three per PAN', () => {
    expect(CHHOTI_SIP_AMOUNT).toBe(250);
    expect(CHHOTI_SIP_MIN_INSTALMENTS).toBe(60);
    expect(CHHOTI_SIP_MAX_PER_PAN).toBe(3);
    expect(CHHOTI_SIP_LABEL).toBe('Chhoti SIP (Rs 250)');
    expect(CHHOTI_SIP_CONDITIONS.join(' ')).toMatch(/₹250 a month for at least 60 instalments.*growth option.*new to mutual funds.*eNACH or UPI AutoPay.*At most 3 Chhoti SIPs per PAN/);
  });

  it('accepts ₹250 monthly in the growth option on eNACH or UPI AutoPay, for 60 instalments or more or perpetual', () => {
    expect(chhotiSipProblem(ok)).toBeNull();
    expect(chhotiSipProblem({ ...ok, payment: 'ENACH' })).toBeNull();
    expect(chhotiSipProblem({ ...ok, installments: 120 })).toBeNull();
    expect(chhotiSipProblem({ ...ok, installments: null })).toBeNull();
    // The portal reads the registrar's flag and knows no category.
    expect(chhotiSipProblem({ ...ok, kind: undefined })).toBeNull();
  });

  it('names the first broken condition', () => {
    for (const kind of ['Debt', 'Sectoral/Thematic', 'Small Cap', 'Mid Cap']) expect(chhotiSipProblem({ ...ok, kind })).toBe('schemeKind');
    expect(chhotiSipProblem({ ...ok, eligible: false, option: 'D' })).toBe('notEligible');
    expect(chhotiSipProblem({ ...ok, option: 'D' })).toBe('growthOnly');
    for (const payment of ['ISIP', 'AOTM', 'KOTM', 'FOLIO', 'UAUTO']) expect(chhotiSipProblem({ ...ok, payment })).toBe('payment');
    expect(chhotiSipProblem({ ...ok, frequency: 'Q' })).toBe('monthly');
    for (const amount of [249, 251, 500, null]) expect(chhotiSipProblem({ ...ok, amount })).toBe('amount');
    for (const installments of [6, 12, 59]) expect(chhotiSipProblem({ ...ok, installments })).toBe('installments');
    expect(chhotiSipProblem({ ...ok, topUp: true })).toBe('topUp');
    expect(chhotiSipProblem({ ...ok, lumpsum: true })).toBe('lumpsum');
  });

  it('is flagged only where the fund house offers it and SEBI’s categories allow it', () => {
    expect(chhotiSipSchemeAllowed(true, 'Equity')).toBe(true);
    expect(chhotiSipSchemeAllowed(true, 'Index')).toBe(true);
    expect(chhotiSipSchemeAllowed(false, 'Equity')).toBe(false);
    for (const kind of ['Debt', 'Sectoral/Thematic', 'Small Cap', 'Mid Cap']) expect(chhotiSipSchemeAllowed(true, kind)).toBe(false);
  });

  it('is only for an investor new to mutual funds, a third allowed and a fourth refused', () => {
    expect(chhotiSipInvestorProblem({ otherInvestments: 0, chhotiSips: 0 })).toBeNull();
    expect(chhotiSipInvestorProblem({ otherInvestments: 0, chhotiSips: 2 })).toBeNull();
    expect(chhotiSipInvestorProblem({ otherInvestments: 1, chhotiSips: 0 })).toBe('newInvestor');
    expect(chhotiSipInvestorProblem({ otherInvestments: 0, chhotiSips: 3 })).toBe('perPan');
    expect(chhotiSipInvestorProblem({ otherInvestments: 0, chhotiSips: 7 })).toBe('perPan');
  });

  it('is offered for an eligible scheme’s growth option only', () => {
    expect(offersChhotiSip(true, 'G')).toBe(true);
    expect(offersChhotiSip(true, 'D')).toBe(false);
    expect(offersChhotiSip(false, 'G')).toBe(false);
    expect(offersChhotiSip(true, undefined)).toBe(false);
  });

  it('says each refusal in plain words', () => {
    expect(CHHOTI_SIP_MESSAGES).toEqual({
      notEligible: 'This scheme does not offer a Chhoti SIP',
      schemeKind: 'A Chhoti SIP is not allowed in debt, sectoral or thematic, small-cap or mid-cap schemes',
      growthOnly: 'A Chhoti SIP is only for the growth option of a scheme',
      payment: 'A Chhoti SIP is paid only by an eNACH or UPI AutoPay mandate',
      monthly: 'A Chhoti SIP is a monthly SIP',
      amount: 'A Chhoti SIP instalment is ₹250',
      installments: 'A Chhoti SIP is a commitment of at least 60 monthly instalments',
      topUp: 'A Chhoti SIP stays at ₹250: it takes no top-up',
      lumpsum: 'A Chhoti SIP is registered without a lumpsum payment',
      newInvestor: 'A Chhoti SIP is only for an investor new to mutual funds: this PAN already has a SIP or lumpsum investment',
      perPan: 'This PAN already has 3 Chhoti SIPs, the most one investor may have across fund houses',
    });
  });

  it('gives each refusal its own registrar code', () => {
    expect(Object.keys(CHHOTI_SIP_CODES).sort()).toEqual(Object.keys(CHHOTI_SIP_MESSAGES).sort());
    expect(new Set(Object.values(CHHOTI_SIP_CODES)).size).toBe(Object.keys(CHHOTI_SIP_CODES).length);
    expect(CHHOTI_SIP_CODES).toMatchObject({ newInvestor: 160, perPan: 161, installments: 157, schemeKind: 152 });
  });
});

const sip: SipValues = {
  mode: 'UPI', sipType: 'EXISTING', investorName: 'Ravi Sharma', emailFamily: 'SE', email: 'ravi.sharma@example.com', mobileFamily: 'SE',
  countryCode: '+91', mobile: '9812345670', folio: '10234561', schemeType: 'NEW', category: 'Equity', scheme: '117~LC~RG~G', multiples: '1',
  arnCode: 'ARN-112233', subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '', frequency: 'M', minInstallments: '6', minAmount: '1000',
  installments: '60', sipDay: '10', startDate: '10/01/2027', endDate: '10/12/2031', perpetual: false, amount: '250', lumpsum: '', lumpsumMin: '5000',
  topUp: 'N', topUpFrequency: 'H', topUpAmount: '', topUpStart: '', topUpEnd: '', mandateMax: '50000', mandateStart: '01/06/2026', mandateEnd: '01/06/2056',
  chhoti: true, chhotiScheme: 'Y',
  nominationAsked: false, wishNotToNominate: false, nominees: [],
};

function errors(input: Partial<SipValues>): Record<string, string> {
  const result = sipSchema.safeParse({ ...sip, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('the SIP form with a Chhoti SIP', () => {
  it('takes ₹250 below the scheme’s own minimum, on a UPI AutoPay or eNACH mandate', () => {
    expect(errors({})).toEqual({});
    expect(errors({ mode: 'ENACH' })).toEqual({});
    // Without the choice the scheme's ₹1,000 minimum stands.
    expect(errors({ chhoti: false }).amount).toBe('The amount should be ₹ 1,000 or more');
  });

  it('refuses each broken condition on its field', () => {
    expect(errors({ chhotiScheme: 'N' })).toEqual({ scheme: CHHOTI_SIP_MESSAGES.notEligible });
    expect(errors({ scheme: '117~LC~RG~D' })).toEqual({ scheme: CHHOTI_SIP_MESSAGES.growthOnly });
    expect(errors({ mode: 'AOTM' })).toEqual({ chhoti: CHHOTI_SIP_MESSAGES.payment });
    expect(errors({ mode: 'FOLIO', sipType: 'EXISTING', mandateMax: '', mandateStart: '', mandateEnd: '' })).toEqual({ chhoti: CHHOTI_SIP_MESSAGES.payment });
    expect(errors({ frequency: 'Q' })).toEqual({ frequency: CHHOTI_SIP_MESSAGES.monthly });
    expect(errors({ amount: '500' })).toEqual({ amount: CHHOTI_SIP_MESSAGES.amount });
    expect(errors({ installments: '12', endDate: '10/12/2027' })).toEqual({ installments: CHHOTI_SIP_MESSAGES.installments });
    expect(errors({ topUp: 'Y', topUpAmount: '500', topUpStart: '10/07/2027', topUpEnd: '10/12/2027' })).toEqual({ topUp: CHHOTI_SIP_MESSAGES.topUp });
  });

  it('takes a perpetual Chhoti SIP without a count', () => {
    expect(errors({ perpetual: true, installments: '', endDate: '01/06/2056' })).toEqual({});
  });
});
