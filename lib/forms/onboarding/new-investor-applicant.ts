import { z } from 'zod';
import { parseDisplayDate, type CalendarDay } from '../../dates';
import { ageOn, ADULT_AGE, isFuture } from '../../rules/age';
import { INDIVIDUAL_PAN_MESSAGE, isIndividualPan, PAN_PATTERN } from '../../rules/pan';
import { DEFAULT_COUNTRY_CODE, HOLDER_TITLES, MAX_HOLDERS } from './new-investor-applicant-fields';

export { MODES_OF_HOLDING, type ModeOfHolding, holdersFor, MAX_HOLDERS, FAMILY_FLAGS, CATEGORIES, ANNUAL_INCOMES, OCCUPATIONS, GENDERS, INDIA, UAE, DEFAULT_COUNTRY_CODE, HOLDER_TITLES, statusOf, emptyHolder } from './new-investor-applicant-fields';

// The applicant step of the new-investor journey (seed 002 sections 3, 4.5 and 5 "Applicant"): holders
// 1 to 3 by mode of holding, each with contact, category, KYC details and whether they are tax resident
// elsewhere (whose details, with a UAE resident's extras, the FATCA step asks for).

export const APPLICANT_MESSAGES = {
  required: (name: string) => `${name} is required to proceed.`,
  invalid: (name: string) => `Please enter a valid ${name}`,
  individualPan: INDIVIDUAL_PAN_MESSAGE,
  samePan: (holder: number, other: number) => `PAN of the ${HOLDER_TITLES[holder - 1]} should not be same as PAN ${other}`,
  adult: 'Date of Birth should be at least 18 years ago',
  declaration: 'declaration is required',
  tinFailed: 'TIN validation failed. Please try again.',
} as const;
const M = APPLICANT_MESSAGES;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const NAME = /^[A-Za-z][A-Za-z .]*$/;
const str = z.string().trim().default('');

export const holderSchema = z.object({
  pan: str.transform((s) => s.toUpperCase()),
  name: str, email: str, emailFamily: str, countryCode: z.string().trim().default(DEFAULT_COUNTRY_CODE), mobile: str, mobileFamily: str,
  gender: str, dob: str, category: str, kycCompleted: z.enum(['Yes', 'No']).default('Yes'),
  occupation: str, annualIncome: str, birthCountry: str, nationality: str,
  /** Tax resident of a country other than India. */
  taxResidentElsewhere: z.enum(['Yes', 'No']).default('No'),
  address: str, country: str, state: str, city: str, pincode: str,
  politicallyExposed: z.enum(['Yes', 'No']).default('No'), politicallyExposedRelative: z.enum(['Yes', 'No']).default('No'),
});
export type Holder = z.output<typeof holderSchema>;
export type HolderInput = z.input<typeof holderSchema>;

type Add = (field: keyof Holder, message: string) => void;

function checkHolder(h: Holder, today: CalendarDay, add: Add): void {
  const need = (field: keyof Holder, label: string) => {
    const empty = !String(h[field]).trim();
    if (empty) add(field, M.required(label));
    return !empty;
  };
  if (need('pan', 'PAN')) {
    if (!PAN_PATTERN.test(h.pan)) add('pan', M.invalid('PAN'));
    else if (!isIndividualPan(h.pan)) add('pan', M.individualPan);
  }
  if (need('name', 'Name') && !NAME.test(h.name)) add('name', M.invalid('Name'));
  if (need('email', 'Email') && !EMAIL.test(h.email)) add('email', M.invalid('Email'));
  need('emailFamily', 'Email Belongs To');
  if (need('countryCode', 'Country Code') && !/^\+\d{1,3}$/.test(h.countryCode)) add('countryCode', M.invalid('Country Code'));
  if (need('mobile', 'Mobile Number')) {
    const ok = h.countryCode === DEFAULT_COUNTRY_CODE ? /^[6-9]\d{9}$/.test(h.mobile) : /^\d{6,12}$/.test(h.mobile);
    if (!ok) add('mobile', M.invalid('Mobile Number'));
  }
  need('mobileFamily', 'Mobile Belongs To');
  need('gender', 'Gender');
  if (need('dob', 'Date of Birth')) {
    const dob = parseDisplayDate(h.dob);
    if (!dob || isFuture(dob, today)) add('dob', M.invalid('Date of Birth'));
    else if (ageOn(dob, today) < ADULT_AGE) add('dob', M.adult);
  }
  if (need('category', 'Category') && !['11', '21', '22'].includes(h.category)) add('category', M.invalid('Category'));
  need('occupation', 'Occupation');
  need('annualIncome', 'Annual Income');
  need('birthCountry', 'Country of Birth');
  need('nationality', 'Nationality');
  need('address', 'Address');
  need('country', 'Country');
  need('state', 'State');
  need('city', 'City');
  if (need('pincode', 'Pincode')) {
    // A resident (category 11) has an Indian pincode; an NRI's may be a foreign postal code.
    const ok = h.category === '11' ? /^[1-9]\d{5}$/.test(h.pincode) : /^[A-Za-z0-9-]{3,10}$/.test(h.pincode);
    if (!ok) add('pincode', M.invalid('Pincode'));
  }
}

export function applicantSchema(today: CalendarDay) {
  return z
    .object({
      modeOfHolding: z.enum(['single', 'joint', 'anyone'], { error: M.required('Mode of Holding') }),
      holders: z.array(holderSchema).min(1).max(MAX_HOLDERS),
    })
    .superRefine((form, ctx) => {
      const issue = (i: number, field: string, message: string) => ctx.addIssue({ code: 'custom', path: ['holders', i, field], message });
      if (form.modeOfHolding !== 'single' && form.holders.length < 2) {
        ctx.addIssue({ code: 'custom', path: ['holders'], message: M.required('First Joint Holder') });
      }
      if (form.modeOfHolding === 'single' && form.holders.length > 1) ctx.addIssue({ code: 'custom', path: ['holders'], message: M.invalid('Mode of Holding') });
      form.holders.forEach((h, i) => {
        checkHolder(h, today, (field, message) => issue(i, field, message));
        const earlier = form.holders.slice(0, i).findIndex((o) => o.pan && o.pan === h.pan);
        if (i > 0 && h.pan && earlier >= 0) issue(i, 'pan', M.samePan(i + 1, earlier + 1));
      });
    });
}

export type ApplicantInput = z.input<ReturnType<typeof applicantSchema>>;
export type Applicant = z.output<ReturnType<typeof applicantSchema>>;
/** What the draft keeps: the form as checked. */
export const applicantDraftSchema = z.object({ modeOfHolding: z.enum(['single', 'joint', 'anyone']), holders: z.array(holderSchema).min(1).max(MAX_HOLDERS) });
