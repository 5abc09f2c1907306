import { describe, expect, it } from 'vitest';
import { lumpsumLiveSchema, lumpsumSchema, type LumpsumInput } from '@/lib/forms/purchase/lumpsum';
import { NOMINEE_FORM_MESSAGES } from '@/lib/forms/onboarding/new-investor-nominee';
import { shareTotalError } from '@/lib/rules/nominee-shares';
import { NOMINEE } from '../support/nominee';
import { EUIN_DECLARATION_TEXT, euinAfterDeclaration, toSubArn } from '@/lib/forms/transaction-fields';

const valid: LumpsumInput = {
  investorName: 'Ravi Sharma',
  emailFamily: 'SE',
  email: 'ravi.sharma@example.com',
  mobileFamily: 'SE',
  countryCode: '+91',
  mobile: '9876543210',
  category: 'ELSS',
  scheme: '117~TS~RG~G',
  amount: '1500',
  minAmount: '500',
  multiples: '500',
  arnCode: 'ARN-112233',
  subArnCode: '',
  subBrokerCode: '',
  euinDeclaration: 'YES',
  euin: '',
};

function errors(input: Partial<LumpsumInput>, schema = lumpsumSchema): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('lumpsum form', () => {
  it('accepts a complete form', () => {
    expect(errors({})).toEqual({});
    expect(errors({ euinDeclaration: 'NO', euin: 'E123456', subArnCode: '445566', subBrokerCode: 'SB-01' })).toEqual({});
  });

  it('names every mandatory field', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as unknown as LumpsumInput;
    expect(errors({ ...empty, arnCode: 'ARN-112233', euinDeclaration: 'NO' })).toEqual({
      investorName: 'Investor Name is mandatory',
      emailFamily: 'Email Family Description is mandatory',
      email: 'Email ID is mandatory',
      mobileFamily: 'Mobile Family Description is mandatory',
      countryCode: 'Country Code is Mandatory',
      mobile: 'Mobile is mandatory',
      category: 'Category is mandatory*',
      scheme: 'Scheme is mandatory*',
      amount: 'Minimum Investment Amount is mandatory*',
      euin: 'EUIN No is mandatory',
    });
  });

  it('words the minimum by phase and checks the multiple', () => {
    expect(errors({ amount: '400' })).toEqual({ amount: 'Minimum Amount should be 500' });
    expect(errors({ amount: '400' }, lumpsumLiveSchema)).toEqual({ amount: 'The amount should be ₹ 500 or more' });
    expect(errors({ amount: '1200' })).toEqual({ amount: 'The amount should be in the multiples of 500' });
    expect(errors({ amount: '12.5' })).toEqual({ amount: 'Minimum Investment Amount is mandatory*' });
  });

  it('checks contact details', () => {
    expect(errors({ email: 'ravi@example' })).toEqual({ email: 'Enter an valid Email Id' });
    expect(errors({ email: 'ravi@example' }, lumpsumLiveSchema)).toEqual({ email: '( *enter an valid email address )' });
    expect(errors({ countryCode: '91' })).toEqual({ countryCode: 'Enter a valid Country Code' });
    expect(errors({ mobile: '1234567890' })).toEqual({ mobile: 'Enter a valid Mobile Number' });
    expect(errors({ countryCode: '+44', mobile: '123' })).toEqual({ mobile: 'Enter a valid Phone Number' });
    expect(errors({ investorName: 'Ravi_S' })).toEqual({ investorName: 'Investor Name should contain only letters and spaces' });
    expect(errors({ emailFamily: 'XX' })).toEqual({ emailFamily: 'Email Family Description is mandatory' });
  });

  it('keeps ARN and Sub ARN apart, and checks the codes', () => {
    expect(errors({ subArnCode: '112233' }, lumpsumLiveSchema)).toEqual({ subArnCode: 'ARN and Sub ARN Code should not be the same' });
    expect(errors({ subArnCode: 'ARN-112233' })).toEqual({ subArnCode: 'Sub ARN Code and ARN code should not match' });
    expect(errors({ subArnCode: '44A566' })).toEqual({ subArnCode: 'Please enter a valid Sub ARN Code' });
    expect(errors({ subArnCode: '1'.repeat(21) })).toEqual({ subArnCode: 'Sub ARN Code should not exceed 20 characters' });
    expect(errors({ subBrokerCode: 'S'.repeat(21) })).toEqual({ subBrokerCode: 'Sub Broker Code should not exceed 20 characters' });
    expect(errors({ subBrokerCode: 'SB 01!' })).toEqual({ subBrokerCode: 'Enter a valid Sub Broker Code' });
    expect(toSubArn('445566')).toBe('ARN-445566');
    expect(toSubArn('')).toBe('');
  });

  it('needs an EUIN only when the declaration is NO', () => {
    expect(errors({ euinDeclaration: 'NO', euin: '' })).toEqual({ euin: 'EUIN No is mandatory' });
    expect(errors({ euinDeclaration: 'YES', euin: '' })).toEqual({});
    expect(EUIN_DECLARATION_TEXT).toMatch(/intentionally left blank/);
  });

  it('selects the one EUIN on NO and clears it on YES', () => {
    expect(euinAfterDeclaration('NO', ['E345678'])).toBe('E345678');
    expect(euinAfterDeclaration('NO', ['E123456', 'E234567'])).toBe('');
    expect(euinAfterDeclaration('NO', [])).toBe('');
    expect(euinAfterDeclaration('YES', ['E345678'])).toBe('');
  });
});

describe("a new folio's nomination, asked when the registrar holds none for the investor", () => {
  const nominee = NOMINEE;
  const asked = { nominationAsked: true } as Partial<LumpsumInput>;

  it('is not asked otherwise, and nothing typed in it is checked then', () => {
    expect(errors({ nominees: [{ ...nominee, name: '' }] } as Partial<LumpsumInput>)).toEqual({});
  });

  it('needs nominees or the wish not to nominate, in the nominee step\'s words', () => {
    expect(errors(asked)).toEqual({ nominees: NOMINEE_FORM_MESSAGES.required });
    expect(errors({ ...asked, wishNotToNominate: true } as Partial<LumpsumInput>)).toEqual({});
    expect(errors({ ...asked, nominees: [nominee] } as Partial<LumpsumInput>)).toEqual({});
  });

  it("checks each nominee as the nominee step does, and leaves hidden ones alone once the investor opts out", () => {
    const bad = [{ ...nominee, name: 'Ravi Sharma', sharePercentage: '60' }];
    expect(errors({ ...asked, nominees: bad } as Partial<LumpsumInput>)).toEqual({
      'nominees.0.name': NOMINEE_FORM_MESSAGES.sameAsApplicant,
      nominees: shareTotalError([60])!,
    });
    expect(errors({ ...asked, nominees: bad, wishNotToNominate: true } as Partial<LumpsumInput>)).toEqual({});
  });
});
