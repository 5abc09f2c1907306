import { describe, expect, it } from 'vitest';
import { NOMINEE_FORM_MESSAGES as M, nomineeStepSchema, type NomineeInput } from '../../../lib/forms/onboarding/new-investor-nominee';
import { defaultShares, NOMINEE_LIMIT_MESSAGE, SHARE_MESSAGES, shareText, shareTotalError, totalShare } from '../../../lib/rules/nominee-shares';
import { NOMINEES_MAX, SEED_NOMINEES_MAX } from '../../../lib/rules/regulations';

const today = { year: 2026, month: 11, day: 24 };
const ctx = { today, holders: [{ name: 'Anita Verma', pan: 'AMNPV5512Q' }, { name: 'Rahul Verma', pan: 'BVKPV1122L' }], single: false };

const adult: NomineeInput = {
  name: 'Sunil Verma', sharePercentage: 100, idType: 'PAN', idNumber: 'CQRPV3344M', relation: 'Spouse', mobileNumber: '9811002200',
  email: 'sunil@example.com', address: '12 MG Road', address2: '', address3: '', state: 'Karnataka', city: 'Bengaluru', country: 'India',
  pinCode: '560001', dob: '02/03/1985', guardianName: '', inCapacitation: false, inCapacitationAmountorPercentageCheck: 'Percentage',
  inCapacitationAmount: '',
};

function issues(input: unknown, context = ctx): Record<string, string> {
  const parsed = nomineeStepSchema(context).safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const i of parsed.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}
const one = (over: Partial<NomineeInput>) => issues({ nominees: [{ ...adult, ...over }] });

describe('default share split', () => {
  it('is 100, 50/50 and 33/33/34: an even split, the remainder on the last, two decimals when not whole', () => {
    expect(defaultShares(1)).toEqual([100]);
    expect(defaultShares(2)).toEqual([50, 50]);
    expect(defaultShares(3)).toEqual([33, 33, 34]);
    expect(defaultShares(4)).toEqual([25, 25, 25, 25]);
    expect(defaultShares(6)).toEqual([16.66, 16.66, 16.66, 16.66, 16.66, 16.7]);
    expect(defaultShares(7)).toEqual([14.28, 14.28, 14.28, 14.28, 14.28, 14.28, 14.32]);
    expect(defaultShares(8)).toEqual(Array.from({ length: 8 }, () => 12.5));
    expect(defaultShares(9)).toEqual([...Array.from({ length: 8 }, () => 11), 12]);
    expect(defaultShares(10)).toEqual(Array.from({ length: 10 }, () => 10));
    // Even: no share differs from another by more than the remainder's hundredths.
    for (let n = 1; n <= 10; n++) expect(Math.max(...defaultShares(n)) - Math.min(...defaultShares(n))).toBeLessThanOrEqual(1);
    for (let n = 1; n <= 10; n++) expect(totalShare(defaultShares(n))).toBe(100);
    expect(defaultShares(0)).toEqual([]);
    expect(defaultShares(6).map(shareText)).toEqual(['16.66', '16.66', '16.66', '16.66', '16.66', '16.70']);
    expect(shareText(34)).toBe('34');
  });

  it('states the limit once ten nominees are named', () => {
    expect(NOMINEE_LIMIT_MESSAGE).toBe('A folio takes at most 10 nominees.');
  });

  it('totals in hundredths and names a shortfall or an excess', () => {
    expect(totalShare([33.33, 33.33, 33.34])).toBe(100);
    expect(shareTotalError([50, 50])).toBeNull();
    expect(shareTotalError([50, 40])).toBe('Total share percentage across all nominees should be exactly 100%.');
    expect(shareTotalError([60, 50])).toBe('Total share percentage across all nominees cannot exceed 100%.');
    expect(SHARE_MESSAGES.exactly).toContain('exactly 100%');
  });
});

describe('a nominee', () => {
  it('accepts a whole adult nominee', () => {
    expect(issues({ nominees: [adult] })).toEqual({});
  });

  it("names each missing field with its message", () => {
    const empty = { ...adult, name: '', relation: '', mobileNumber: '', email: '', idNumber: '', address: '', state: '', city: '', country: '', dob: '' };
    expect(issues({ nominees: [empty] })).toMatchObject({
      'nominees.0.name': 'Name is mandatory',
      'nominees.0.relation': M.relation,
      'nominees.0.mobileNumber': M.mobile,
      'nominees.0.email': M.email,
      'nominees.0.idNumber': M.idNumber,
      'nominees.0.address': M.address,
      'nominees.0.state': M.state,
      'nominees.0.city': M.city,
      'nominees.0.country': M.country,
      'nominees.0.dob': M.dob,
    });
  });

  it('checks name, mobile, e-mail and the share', () => {
    expect(one({ name: 'Sunil 2' })['nominees.0.name']).toBe('Enter valid name');
    expect(one({ mobileNumber: '12345' })['nominees.0.mobileNumber']).toBe('Invalid mobile number');
    expect(one({ email: 'sunil@x' })['nominees.0.email']).toBe('Invalid Email Address');
    expect(one({ sharePercentage: 100.5 })['nominees.0.sharePercentage']).toBe(M.shareInvalid);
    expect(one({ sharePercentage: 16.666 })['nominees.0.sharePercentage']).toBe(M.shareInvalid);
    expect(one({ sharePercentage: 16.66 })['nominees.0.sharePercentage']).toBeUndefined();
    expect(one({ sharePercentage: 101 })['nominees.0.sharePercentage']).toBe(M.shareInvalid);
  });

  it('checks each ID type its own way', () => {
    expect(one({ idNumber: 'CQRPV33' })['nominees.0.idNumber']).toBe('Enter valid PAN');
    expect(one({ idType: 'AADHAR', idNumber: '123456789012' })['nominees.0.idNumber']).toBe(M.aadhaar);
    expect(one({ idType: 'AADHAR', idNumber: '9012' })).toEqual({});
    expect(one({ idType: 'DRIVING LICENSE', idNumber: 'KA01-2011-0012345' })).toEqual({});
    expect(one({ idType: 'DRIVING LICENSE', idNumber: 'KA01/2011' })['nominees.0.idNumber']).toBe('Enter valid driving license');
    expect(one({ idType: 'PASSPORT', idNumber: '12345678' })['nominees.0.idNumber']).toBe('Enter valid Passport Number');
    expect(one({ idType: 'PASSPORT', idNumber: 'K1234567' })).toEqual({});
  });

  it('forces a passport outside India and a six-digit pincode inside', () => {
    expect(one({ country: 'United Arab Emirates', pinCode: '' })['nominees.0.idType']).toBe(M.passportOnly);
    expect(one({ country: 'United Arab Emirates', pinCode: '', idType: 'PASSPORT', idNumber: 'K1234567' })).toEqual({});
    expect(one({ pinCode: '' })['nominees.0.pinCode']).toBe(M.pincode);
    expect(one({ pinCode: '5600' })['nominees.0.pinCode']).toBe(M.pincodeInvalid);
  });

  it('limits the address lines to 40, 40 and 30 characters', () => {
    expect(one({ address: 'a'.repeat(41) })['nominees.0.address']).toBe(M.addressLong(1));
    expect(one({ address2: 'a'.repeat(41) })['nominees.0.address2']).toBe(M.addressLong(2));
    expect(one({ address3: 'a'.repeat(31) })['nominees.0.address3']).toBe('Address 3 should not exceed 30 characters');
  });

  it('takes a date of birth within the last 100 years and not in the future', () => {
    expect(one({ dob: '25/11/2026' })['nominees.0.dob']).toBe(M.dobInvalid);
    expect(one({ dob: '23/11/1926' })['nominees.0.dob']).toBe(M.dobInvalid);
    expect(one({ dob: '24/11/1926' })).toEqual({});
  });

  it('asks a minor for a guardian named in letters, and refuses a minor incapacitation', () => {
    expect(one({ dob: '01/06/2015' })['nominees.0.guardianName']).toBe('Guardian Name is mandatory');
    expect(one({ dob: '01/06/2015', guardianName: 'R4hul' })['nominees.0.guardianName']).toBe(M.guardianInvalid);
    expect(one({ dob: '01/06/2015', guardianName: 'Rahul Verma' })).toEqual({});
    expect(one({ dob: '25/11/2008', guardianName: '' })['nominees.0.guardianName']).toBe(M.guardian);
    expect(one({ dob: '24/11/2008', guardianName: '' })).toEqual({});
    expect(one({ dob: '01/06/2015', guardianName: 'Rahul Verma', inCapacitation: true })['nominees.0.inCapacitation']).toBe(M.incapacitationMinor);
  });

  it('takes an incapacitation percentage from 1 to 100 or an amount of at least 1', () => {
    expect(one({ inCapacitation: true, inCapacitationAmount: '0' })['nominees.0.inCapacitationAmount']).toBe(M.incapacitationPercent);
    expect(one({ inCapacitation: true, inCapacitationAmount: '101' })['nominees.0.inCapacitationAmount']).toBe(M.incapacitationPercent);
    expect(one({ inCapacitation: true, inCapacitationAmount: '40' })).toEqual({});
    expect(one({ inCapacitation: true, inCapacitationAmountorPercentageCheck: 'Amount', inCapacitationAmount: '0' })['nominees.0.inCapacitationAmount']).toBe(
      M.incapacitationAmount,
    );
    expect(one({ inCapacitation: true, inCapacitationAmountorPercentageCheck: 'Amount', inCapacitationAmount: '5000' })).toEqual({});
  });
});

describe('the nominees together', () => {
  const second: NomineeInput = { ...adult, name: 'Kiran Verma', idNumber: 'DKRPV7788N', sharePercentage: 50 };

  it('needs shares totalling exactly 100', () => {
    expect(issues({ nominees: [{ ...adult, sharePercentage: 50 }, second] })).toEqual({});
    expect(issues({ nominees: [{ ...adult, sharePercentage: 40 }, second] }).nominees).toBe(SHARE_MESSAGES.exactly);
    expect(issues({ nominees: [{ ...adult, sharePercentage: 60 }, second] }).nominees).toBe(SHARE_MESSAGES.exceeds);
  });

  it('refuses a nominee named as the applicant, another nominee or a guardian', () => {
    expect(issues({ nominees: [{ ...adult, name: 'anita verma' }] })['nominees.0.name']).toBe(M.sameAsApplicant);
    expect(issues({ nominees: [{ ...adult, sharePercentage: 50 }, { ...second, name: 'Sunil Verma' }] })['nominees.1.name']).toBe(M.sameName);
    const minor = { ...second, dob: '01/01/2016', guardianName: 'Sunil Verma' };
    expect(issues({ nominees: [{ ...adult, sharePercentage: 50 }, minor] })['nominees.0.name']).toBe(M.sameAsGuardian);
  });

  it("refuses a nominee PAN that is a holder's or another nominee's, a repeated licence or guardian", () => {
    expect(issues({ nominees: [{ ...adult, idNumber: 'BVKPV1122L' }] })['nominees.0.idNumber']).toBe(M.samePan);
    expect(issues({ nominees: [{ ...adult, sharePercentage: 50 }, { ...second, idNumber: adult.idNumber }] })['nominees.1.idNumber']).toBe(M.duplicatePan);
    const dl = { idType: 'DRIVING LICENSE' as const, idNumber: 'KA0120110012345' };
    expect(issues({ nominees: [{ ...adult, ...dl, sharePercentage: 50 }, { ...second, ...dl }] })['nominees.1.idNumber']).toBe(M.duplicateLicence);
    const minors = [
      { ...adult, dob: '01/01/2016', guardianName: 'Rahul Verma', sharePercentage: 50 },
      { ...second, dob: '01/01/2017', guardianName: 'Rahul Verma' },
    ];
    expect(issues({ nominees: minors })['nominees.1.guardianName']).toBe(M.duplicateGuardian);
  });

  it('lets only one nominee carry incapacitation', () => {
    const incap = { inCapacitation: true, inCapacitationAmount: '10' };
    expect(issues({ nominees: [{ ...adult, ...incap, sharePercentage: 50 }, { ...second, ...incap }] })['nominees.1.inCapacitation']).toBe(M.incapacitationOne);
  });

  it('requires a nominee for a single holder unless the investor does not wish to nominate', () => {
    expect(issues({ nominees: [] }, { ...ctx, single: true }).nominees).toBe(M.required);
    expect(issues({ nominees: [], wishNotToNominate: true }, { ...ctx, single: true })).toEqual({});
    expect(issues({ nominees: [] })).toEqual({});
  });

  it('takes up to ten nominees (SEBI, 2025; the seed allowed three), each rule holding across all ten', () => {
    const many = (n: number) =>
      defaultShares(n).map((s, i) => ({ ...adult, sharePercentage: s, name: `Nominee ${'ABCDEFGHIJK'[i]}`, idType: 'AADHAR' as const, idNumber: `000${i}` }));
    expect(NOMINEES_MAX).toBe(10);
    expect(SEED_NOMINEES_MAX).toBe(3);
    expect(issues({ nominees: many(10) })).toEqual({});
    expect(issues({ nominees: many(11) }).nominees).toBe('At most 10 nominees may be added');
    const five = many(5);
    expect(issues({ nominees: five.map((n, i) => (i === 4 ? { ...n, sharePercentage: 10 } : n)) })).toMatchObject({ nominees: SHARE_MESSAGES.exactly });
    // A cross-nominee rule reaches the fifth nominee as it reaches the second.
    expect(Object.values(issues({ nominees: five.map((n, i) => (i === 4 ? { ...n, name: five[0]!.name } : n)) }))).toContain(M.sameName);
  });
});
