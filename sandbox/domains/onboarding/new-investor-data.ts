import { ANITA, DEV, FARAH, MEERA, RAVI } from '../../seed/fixtures';

// What outside registers know of a new investor: the KRA's KYC record (address, occupation, category)
// that fills the applicant form, the Income Tax PAN record that the PAN check compares names and dates
// of birth with, and the tax-identification numbers some countries issue.

export interface KycRecordFixture {
  pan: string;
  name: string;
  dob: string;
  email: string;
  mobile: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  /** Occupation code as the KRA keeps it (01 private sector service, 02 public sector, 03 business…). */
  occupation: string;
  /** Investor category: 11 resident individual, 21 NRI (repatriable), 22 NRI (non-repatriable). */
  category: string;
}

/** KYC-registered, yet the Income Tax record spells the name differently: the PAN check reports a name mismatch. */
export const KARAN = { pan: 'KMNPM4455H', kraName: 'Karan Mehta', panName: 'Karan Mehtani', dob: '1991-09-12' } as const;

/** KYC-registered and a PAN on record, but not linked with Aadhaar: the PAN check refuses it (PAS). */
export const IMRAN_PAS = { pan: 'IQBPS7788D', name: 'Imran Shaikh', dob: '1983-01-30' } as const;

const address = { city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India', occupation: '01', category: '11' };

export const KYC_RECORDS: readonly KycRecordFixture[] = [
  { pan: ANITA.pan, name: ANITA.name, dob: ANITA.dob, email: ANITA.email, mobile: ANITA.mobile, address: '21 Carter Road, Bandra West', ...address },
  { pan: RAVI.pan, name: RAVI.name, dob: RAVI.dob, email: RAVI.email, mobile: RAVI.mobile, address: '7 Lake View Road', ...address, city: 'Pune', pincode: '411001' },
  { pan: MEERA.pan, name: MEERA.name, dob: MEERA.dob, email: MEERA.email, mobile: MEERA.mobile, address: '3 Marine Drive', ...address, city: 'Kochi', state: 'Kerala', pincode: '682031' },
  { pan: KARAN.pan, name: KARAN.kraName, dob: KARAN.dob, email: 'karan.mehta@example.com', mobile: '9833445566', address: '9 Hill Road', ...address },
  { pan: IMRAN_PAS.pan, name: IMRAN_PAS.name, dob: IMRAN_PAS.dob, email: 'imran.shaikh@example.com', mobile: '9820771122', address: '44 Mohammed Ali Road', ...address },
];

/** The Income Tax record: name and date of birth as the PAN check knows them; aadhaar false fails PAS. */
export const PAN_RECORDS: readonly { pan: string; name: string; dob: string; aadhaar: boolean }[] = [
  ...[ANITA, RAVI, MEERA, FARAH, DEV].map((i) => ({ pan: i.pan, name: i.name, dob: i.dob, aadhaar: true })),
  { pan: KARAN.pan, name: KARAN.panName, dob: KARAN.dob, aadhaar: true },
  { pan: IMRAN_PAS.pan, name: IMRAN_PAS.name, dob: IMRAN_PAS.dob, aadhaar: false },
];

/** Countries that issue a tax-identification number, with their id types and the format each number takes. */
export const TIN_COUNTRIES: readonly { code: string; name: string; types: readonly { code: string; name: string; pattern: string }[] }[] = [
  { code: 'AE', name: 'United Arab Emirates', types: [{ code: 'TRN', name: 'Tax Registration Number', pattern: '^100\\d{12}$' }] },
  { code: 'US', name: 'United States of America', types: [{ code: 'SSN', name: 'Social Security Number', pattern: '^\\d{3}-?\\d{2}-?\\d{4}$' }] },
  { code: 'GB', name: 'United Kingdom', types: [{ code: 'UTR', name: 'Unique Taxpayer Reference', pattern: '^\\d{10}$' }] },
  { code: 'SG', name: 'Singapore', types: [{ code: 'NRIC', name: 'NRIC / FIN', pattern: '^[STFG]\\d{7}[A-Z]$' }] },
];
