import type { Phase } from './amount';

// The investor's name, e-mail and phone on a transaction form (seed 001 section 5, "Common").

export const DEFAULT_COUNTRY_CODE = '+91';

export const CONTACT_MESSAGES = {
  nameMandatory: 'Investor Name is mandatory',
  nameInvalid: 'Investor Name should contain only letters and spaces',
  countryMandatory: 'Country Code is Mandatory',
  countryInvalid: 'Enter a valid Country Code',
  mobileMandatory: 'Mobile is mandatory',
  mobileInvalid: 'Enter a valid Mobile Number',
  phoneInvalid: 'Enter a valid Phone Number',
  emailMandatory: 'Email ID is mandatory',
  emailBlur: '( *enter an valid email address )',
  emailSubmit: 'Enter an valid Email Id',
} as const;

const NAME = /^[A-Za-z][A-Za-z ]*$/;
const COUNTRY_CODE = /^\+\d{1,3}$/;
// A 2-4 letter top-level domain, as the registrar checks it.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
// On submit a 91 or 0 in front of the ten digits is accepted as well.
const INDIAN_MOBILE_SUBMIT = /^(?:91|0)?[6-9]\d{9}$/;
const OTHER_PHONE = /^\d{4,15}$/;

/** The registrar checks a purchase request's contact with the same patterns (its refusal has no live phase). */
export const CONTACT_PATTERNS = { name: NAME, countryCode: COUNTRY_CODE, email: EMAIL, indianMobile: INDIAN_MOBILE, otherPhone: OTHER_PHONE } as const;

/** Keeps what the name field accepts: letters and spaces. */
export const cleanNameInput = (text: string) => text.replace(/[^A-Za-z ]/g, '');
/** Keeps what the phone field accepts: digits. */
export const cleanPhoneInput = (text: string) => text.replace(/\D/g, '');

export function nameProblem(name: string): string | null {
  const t = name.trim();
  if (!t) return CONTACT_MESSAGES.nameMandatory;
  return NAME.test(t) ? null : CONTACT_MESSAGES.nameInvalid;
}

export function countryCodeProblem(code: string): string | null {
  const t = code.trim();
  if (!t) return CONTACT_MESSAGES.countryMandatory;
  return COUNTRY_CODE.test(t) ? null : CONTACT_MESSAGES.countryInvalid;
}

/** An Indian number needs ten digits from 6-9; any other country code at least four digits. */
export function mobileProblem(mobile: string, countryCode: string, phase: Phase): string | null {
  const t = mobile.trim();
  if (!t) return CONTACT_MESSAGES.mobileMandatory;
  if (countryCode.trim() === DEFAULT_COUNTRY_CODE) {
    return (phase === 'submit' ? INDIAN_MOBILE_SUBMIT : INDIAN_MOBILE).test(t) ? null : CONTACT_MESSAGES.mobileInvalid;
  }
  return OTHER_PHONE.test(t) ? null : CONTACT_MESSAGES.phoneInvalid;
}

export function emailProblem(email: string, phase: Phase): string | null {
  const t = email.trim();
  if (!t) return CONTACT_MESSAGES.emailMandatory;
  if (EMAIL.test(t)) return null;
  return phase === 'live' ? CONTACT_MESSAGES.emailBlur : CONTACT_MESSAGES.emailSubmit;
}

/** The ten digits the registrar keeps of an Indian number typed with a 91 or 0 in front. */
export function tenDigitMobile(mobile: string, countryCode: string): string {
  const t = mobile.trim();
  if (countryCode.trim() !== DEFAULT_COUNTRY_CODE) return t;
  return t.length > 10 ? t.slice(-10) : t;
}

/** A phone as every summary shows it: country code, a space, the number ('+91 9876543210'). */
export function phoneDisplay(mobile: string | null | undefined, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const number = tenDigitMobile(mobile ?? '', countryCode);
  return number ? `${countryCode.trim() || DEFAULT_COUNTRY_CODE} ${number}` : '';
}

/** Family description codes: whose e-mail or phone the investor gave (seed 001 section 3). */
export const FAMILY_DESCRIPTIONS = [
  { value: 'SE', label: 'Self' },
  { value: 'SP', label: 'Spouse' },
  { value: 'DC', label: 'Dependent Children' },
  { value: 'DS', label: 'Dependent Siblings' },
  { value: 'DP', label: 'Dependent Parents' },
  { value: 'GD', label: 'Guardian' },
] as const;

export type FamilyCode = (typeof FAMILY_DESCRIPTIONS)[number]['value'];
export const FAMILY_CODES = FAMILY_DESCRIPTIONS.map((f) => f.value) as [FamilyCode, ...FamilyCode[]];
