import { describe, expect, it } from 'vitest';
import { APPLICANT_MESSAGES as M, applicantSchema, holderSchema, statusOf, type HolderInput } from '../../../lib/forms/onboarding/new-investor-applicant';
import { emptyHolder, INDIA } from '../../../lib/forms/onboarding/new-investor-applicant-fields';
import { panCheckFailures, type PanCheckRow } from '../../../lib/rules/pan-check';

const today = { year: 2026, month: 11, day: 24 };
const anita: HolderInput = {
  ...emptyHolder('AMNPV5512Q', 'Anita Verma'), email: 'anita.verma@example.com', emailFamily: 'SE', mobile: '9900112233', mobileFamily: 'SE',
  gender: 'F', dob: '27/04/1988', category: '11', occupation: '01', annualIncome: '5-10 Lacs', address: '21 Carter Road', state: 'Maharashtra',
  city: 'Mumbai', pincode: '400001',
};
const ravi: HolderInput = { ...anita, pan: 'BKFPS4821K', name: 'Ravi Sharma', dob: '14/06/1984' };

function issues(form: unknown): Record<string, string> {
  const parsed = applicantSchema(today).safeParse(form);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const i of parsed.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}
const single = (over: Partial<HolderInput>) => issues({ modeOfHolding: 'single', holders: [{ ...anita, ...over }] });

describe('applicant form', () => {
  it('accepts a whole single holder', () => {
    expect(issues({ modeOfHolding: 'single', holders: [anita] })).toEqual({});
  });

  it("says '{name} is required to proceed.' for each empty field", () => {
    const empty = issues({ modeOfHolding: 'single', holders: [emptyHolder()] });
    expect(empty['holders.0.pan']).toBe('PAN is required to proceed.');
    expect(empty['holders.0.email']).toBe('Email is required to proceed.');
    expect(empty['holders.0.gender']).toBe('Gender is required to proceed.');
    expect(empty['holders.0.annualIncome']).toBe('Annual Income is required to proceed.');
    expect(issues({ holders: [anita] }).modeOfHolding).toBe('Mode of Holding is required to proceed.');
  });

  it("says 'Please enter a valid {name}' and refuses a PAN that is not an individual's", () => {
    expect(single({ email: 'anita@x' })['holders.0.email']).toBe('Please enter a valid Email');
    expect(single({ pan: 'AMNPV551' })['holders.0.pan']).toBe('Please enter a valid PAN');
    expect(single({ pan: 'AAACB1234C' })['holders.0.pan']).toBe(M.individualPan);
    expect(single({ mobile: '5900112233' })['holders.0.mobile']).toBe('Please enter a valid Mobile Number');
  });

  it('takes 6 to 12 digits for a mobile outside +91', () => {
    expect(single({ countryCode: '+971', mobile: '501234' })).toEqual({});
    expect(single({ countryCode: '+971', mobile: '50123' })['holders.0.mobile']).toBe('Please enter a valid Mobile Number');
    expect(single({ countryCode: '+971', mobile: '5012345678901' })['holders.0.mobile']).toBe('Please enter a valid Mobile Number');
  });

  it('takes an Indian pincode for a resident and 3 to 10 characters for an NRI', () => {
    expect(single({ pincode: '4000' })['holders.0.pincode']).toBe('Please enter a valid Pincode');
    expect(single({ category: '21', pincode: 'SW1A-1AA' })).toEqual({});
    expect(single({ category: '21', pincode: 'AB' })['holders.0.pincode']).toBe('Please enter a valid Pincode');
  });

  it('needs an adult holder born in the past', () => {
    expect(single({ dob: '01/01/2010' })['holders.0.dob']).toBe(M.adult);
    expect(single({ dob: '01/01/2027' })['holders.0.dob']).toBe('Please enter a valid Date of Birth');
    expect(single({ dob: '24/11/2008' })).toEqual({});
  });

  it("starts a holder in the form as the schema's defaults would, in India", () => {
    for (const [pan, name] of [[undefined, undefined], ['AMNPV5512Q', 'Anita Verma'], ['amnpv5512q', ' Ravi Sharma '], ['', 'Only Name']] as const) {
      const made = emptyHolder(pan, name);
      const fromSchema = { ...holderSchema.parse({}), pan: pan ?? '', name: name ?? '', country: INDIA, birthCountry: INDIA, nationality: INDIA };
      expect(made, `${pan}/${name}`).toStrictEqual(fromSchema);
      expect(Object.keys(made)).toEqual(Object.keys(fromSchema));
    }
  });

  it('sets status by category', () => {
    expect(statusOf('11')).toBe('I');
    expect(statusOf('21')).toBe('N');
    expect(statusOf('22')).toBe('N');
    expect(statusOf('')).toBe('');
  });

  it('leaves the tax identification of a holder taxed elsewhere to the FATCA step', () => {
    expect(single({ taxResidentElsewhere: 'Yes', nationality: 'United Arab Emirates' })).toEqual({});
  });

  it('needs a joint holder for joint modes and distinct PANs across holders', () => {
    expect(issues({ modeOfHolding: 'joint', holders: [anita] }).holders).toBe('First Joint Holder is required to proceed.');
    expect(issues({ modeOfHolding: 'joint', holders: [anita, ravi] })).toEqual({});
    expect(issues({ modeOfHolding: 'joint', holders: [anita, { ...ravi, pan: anita.pan }] })['holders.1.pan']).toBe('PAN of the First Joint Holder should not be same as PAN 1');
    expect(issues({ modeOfHolding: 'anyone', holders: [anita, ravi, { ...ravi, name: 'Ravi S' }] })['holders.2.pan']).toBe('PAN of the Second Joint Holder should not be same as PAN 2');
  });
});

const allowed: PanCheckRow = {
  Transaction_allow: 'Y', PASFlag: 'Y', PASRemarks: '', PANFlag: 'Y', PANRemarks: '', PanNameMatch: 'Y', PanDOBMatch: 'Y',
  JH1PANFlag: 'Y', JH1PANRemarks: '', JH1NameMatch: 'Y', JH1DOBMatch: 'Y', JH2PANFlag: 'Y', JH2PANRemarks: '', JH2NameMatch: 'Y', JH2DOBMatch: 'Y',
  GuardianPANFlag: 'Y', GuardianPANRemarks: '', GuardianNameMatch: 'Y', GuardianDOBMatch: 'Y',
};

describe('PAN check failures', () => {
  it('reports nothing when the transaction is allowed', () => {
    expect(panCheckFailures(allowed)).toEqual([]);
  });

  it('reports every failure of section 8 on the field it concerns', () => {
    const failures = panCheckFailures({
      ...allowed, Transaction_allow: 'N', PASFlag: 'N', PASRemarks: 'PAN is not linked with Aadhaar', PanNameMatch: 'N',
      JH1DOBMatch: 'N', JH2PANFlag: 'N', JH2PANRemarks: 'Invalid PAN', GuardianNameMatch: 'N',
    });
    expect(failures).toEqual([
      { message: 'PAN is not linked with Aadhaar', holder: 0, field: 'pan' },
      { message: 'Entered Primary name does not match with PAN record', holder: 0, field: 'name' },
      { message: 'Entered First Joint Holder date of birth does not match with PAN record', holder: 1, field: 'dob' },
      { message: 'Second Joint Holder PAN: Invalid PAN', holder: 2, field: 'pan' },
      { message: 'Entered Guardian name does not match with PAN record' },
    ]);
  });

  it('still stops a refused check that names no flag', () => {
    expect(panCheckFailures({ ...allowed, Transaction_allow: 'N' })).toEqual([{ message: 'PAN validation failed' }]);
  });
});
