import { describe, expect, it } from 'vitest';
import { emptyFatcaHolder, fatcaNeeded, fatcaSchema, UAE_TAX_COUNTRY, UAE_TIN_PLACEHOLDER, type FatcaHolderInput } from '../../../lib/forms/onboarding/new-investor-fatca';
import { TIN_COUNTRIES } from '../../../sandbox/domains/onboarding/new-investor-data';
import { newInvestorJourney } from '../../../lib/journeys/new-investor';
import { firstUnfinished } from '../../../lib/journeys/progress';

const today = { year: 2026, month: 11, day: 24 };
const indian = { taxResidentElsewhere: 'No' as const, nationality: 'India', country: 'India' };
const taxedInUae = { taxResidentElsewhere: 'Yes' as const, nationality: 'United Arab Emirates', country: 'United Arab Emirates' };

function issues(holders: readonly (typeof indian | typeof taxedInUae)[], values: FatcaHolderInput[]): Record<string, string> {
  const parsed = fatcaSchema(today, holders).safeParse({ holders: values });
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const i of parsed.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}
const tin = { foreignTaxCountry: 'AE', foreignTaxIdType: 'TRN', foreignTaxId: '100123456789012' };
const uae = { isUaeResident: 'Yes' as const, uaeResidentYears: '3', emiratesId: '784-1988-1234567-1', visaNo: '201/2024/1234567', visaExpiry: '01/01/2028', occupationInUae: 'Engineer' };

describe('FATCA step', () => {
  it('is needed only when a holder is taxed elsewhere or linked with the UAE', () => {
    expect(fatcaNeeded([indian])).toBe(false);
    expect(fatcaNeeded([indian, taxedInUae])).toBe(true);
    expect(fatcaNeeded([{ ...indian, country: 'United Arab Emirates' }])).toBe(true);
  });

  it("puts the UAE's tax residence as the placeholder for a UAE national", () => {
    expect(emptyFatcaHolder({ nationality: 'United Arab Emirates' }).foreignTaxCountry).toBe('AE');
    expect(emptyFatcaHolder({ nationality: 'India' }).foreignTaxCountry).toBe('');
  });

  it('asks a holder taxed elsewhere for the tax identification, and nothing of a holder who is not', () => {
    const missing = issues([indian, taxedInUae], [emptyFatcaHolder(), { ...emptyFatcaHolder(), foreignTaxCountry: '' }]);
    expect(missing['holders.1.foreignTaxCountry']).toBe('Country of Tax Residence is required to proceed.');
    expect(missing['holders.1.foreignTaxIdType']).toBe('Tax Identification Type is required to proceed.');
    expect(missing['holders.1.foreignTaxId']).toBe('Tax Identification Number is required to proceed.');
    expect(Object.keys(missing).some((k) => k.startsWith('holders.0'))).toBe(false);
    expect(issues([taxedInUae], [{ ...tin, foreignTaxId: '100 123' }])['holders.0.foreignTaxId']).toBe('Please enter a valid Tax Identification Number');
    expect(issues([taxedInUae], [tin])).toEqual({});
  });

  it("checks a UAE resident's extras and the declaration", () => {
    const one = (v: FatcaHolderInput) => issues([taxedInUae], [{ ...tin, ...uae, ...v }]);
    expect(one({})['holders.0.uaeDeclaration']).toBe('declaration is required');
    expect(one({ uaeDeclaration: true })).toEqual({});
    expect(one({ uaeDeclaration: true, uaeResidentYears: '1000' })['holders.0.uaeResidentYears']).toBe('Please enter a valid Years of UAE Residence');
    expect(one({ uaeDeclaration: true, visaExpiry: '23/11/2026' })['holders.0.visaExpiry']).toBe('Please enter a valid Visa Expiry Date');
    expect(one({ uaeDeclaration: true, visaExpiry: '01/01/2037' })['holders.0.visaExpiry']).toBe('Please enter a valid Visa Expiry Date');
    expect(one({ uaeDeclaration: true, emiratesId: '123' })['holders.0.emiratesId']).toBe('Please enter a valid Emirates ID Number');
    expect(one({ uaeDeclaration: true, isLegalProceedings: 'Yes' })['holders.0.legalProceedingsDesc']).toBe('Legal Proceedings Details is required to proceed.');
  });

  it("asks for a UAE resident's previous occupation in full, in the past, when there was one", () => {
    const one = (v: FatcaHolderInput) => issues([taxedInUae], [{ ...tin, ...uae, uaeDeclaration: true, previousOccupation: 'Yes', ...v }]);
    const missing = one({});
    expect(missing['holders.0.previousOccupationFrom']).toBe('Previous Occupation Start Date is required to proceed.');
    expect(missing['holders.0.previousOccupationTo']).toBe('Previous Occupation End Date is required to proceed.');
    expect(missing['holders.0.previousOccupationDesc']).toBe('Previous Occupation Description is required to proceed.');
    expect(missing['holders.0.previousOccupationKind']).toBe('Previous Occupation Type is required to proceed.');
    expect(missing['holders.0.previousEmployerAddress']).toBe('Previous Employer Address is required to proceed.');
    const full = { previousOccupationFrom: '01/04/2018', previousOccupationTo: '31/03/2022', previousOccupationDesc: 'Site engineer', previousOccupationKind: 'Service' as const, previousEmployerAddress: 'Dubai' };
    expect(one(full)).toEqual({});
    // Past-type dates run up to yesterday; the period ends after it starts.
    expect(one({ ...full, previousOccupationTo: '24/11/2026' })['holders.0.previousOccupationTo']).toBe('Please enter a valid Previous Occupation End Date');
    expect(one({ ...full, previousOccupationTo: '31/03/2017' })['holders.0.previousOccupationTo']).toBe('Please enter a valid Previous Occupation End Date');
    expect(one({ ...full, previousOccupation: 'No', previousOccupationFrom: '' })).toEqual({});
  });

  it('stands in the journey after the applicant only when needed', () => {
    const applicant = (h: typeof indian | typeof taxedInUae) => ({ modeOfHolding: 'single', holders: [{ name: 'Anita Verma', ...h }] });
    expect(firstUnfinished(newInvestorJourney, { 'applicant-details': applicant(indian) })).toBe('nominee-details');
    expect(firstUnfinished(newInvestorJourney, { 'applicant-details': applicant(taxedInUae) })).toBe('fatca-details');
    const fatca = { holders: [{ ...emptyFatcaHolder(), ...tin }] };
    expect(firstUnfinished(newInvestorJourney, { 'applicant-details': applicant(taxedInUae), 'fatca-details': fatca })).toBe('nominee-details');
  });
});

describe('the UAE tax number’s placeholder', () => {
  it('shows the format of the only UAE type the registrar offers, the TRN, not the Emirates ID', () => {
    const uaeTypes = TIN_COUNTRIES.find((c) => c.code === UAE_TAX_COUNTRY)?.types ?? [];
    expect(uaeTypes.map((t) => t.code)).toEqual(['TRN']);
    const example = UAE_TIN_PLACEHOLDER.split(' ')[0]!.replace(/N/g, '7');
    expect(example).toMatch(new RegExp(uaeTypes[0]!.pattern));
    expect(UAE_TIN_PLACEHOLDER).not.toMatch(/784|Emirates ID/);
  });
});
