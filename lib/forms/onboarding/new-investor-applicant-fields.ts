import { FAMILY_DESCRIPTIONS } from '../../rules/contact';
import type { HolderInput } from './new-investor-applicant';

// The new investor's applicant form's fields and wording without zod, for the form's components;
// ./new-investor-applicant.ts holds the schema.

export const MODES_OF_HOLDING = [
  { value: 'single', label: 'Single' },
  { value: 'joint', label: 'Joint' },
  { value: 'anyone', label: 'Anyone or Survivor' },
] as const;
export type ModeOfHolding = (typeof MODES_OF_HOLDING)[number]['value'];
export const holdersFor = (mode: string) => (mode === 'single' || !mode ? 1 : 2);
export const MAX_HOLDERS = 3;

/** Whose e-mail or mobile it is: the seeds' family description codes, the ones the folio contacts rule reads. */
export const FAMILY_FLAGS = FAMILY_DESCRIPTIONS;
export const CATEGORIES = [
  { value: '11', label: 'Resident Individual' }, { value: '21', label: 'NRI - Repatriable' }, { value: '22', label: 'NRI - Non Repatriable' },
] as const;
export const ANNUAL_INCOMES = ['Below 1 Lac', '1-5 Lacs', '5-10 Lacs', '10-25 Lacs', '25 Lacs-1 Crore', '1 Crore and above'] as const;
export const OCCUPATIONS = [
  { value: '01', label: 'Private Sector Service' }, { value: '02', label: 'Public Sector Service' }, { value: '03', label: 'Business' },
  { value: '04', label: 'Professional' }, { value: '05', label: 'Retired' }, { value: '06', label: 'Housewife' }, { value: '07', label: 'Student' },
  { value: '08', label: 'Others' },
] as const;
export const GENDERS = [{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }, { value: 'O', label: 'Other' }] as const;
export const INDIA = 'India';
export const UAE = 'United Arab Emirates';
export const DEFAULT_COUNTRY_CODE = '+91';
export const HOLDER_TITLES = ['First Holder', 'First Joint Holder', 'Second Joint Holder'] as const;

/** Category 11 gives status I, a category above 20 gives N, otherwise none. */
export function statusOf(category: string): 'I' | 'N' | '' {
  if (category === '11') return 'I';
  return Number(category) > 20 ? 'N' : '';
}

/** A new holder as holderSchema's defaults make it, in India; a unit test holds the two together. */
export const emptyHolder = (pan = '', name = ''): HolderInput => ({
  pan, name, email: '', emailFamily: '', countryCode: DEFAULT_COUNTRY_CODE, mobile: '', mobileFamily: '',
  gender: '', dob: '', category: '', kycCompleted: 'Yes',
  occupation: '', annualIncome: '', birthCountry: INDIA, nationality: INDIA,
  taxResidentElsewhere: 'No',
  address: '', country: INDIA, state: '', city: '', pincode: '',
  politicallyExposed: 'No', politicallyExposedRelative: 'No',
});
