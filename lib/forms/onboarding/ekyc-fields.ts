import { isValidPan, PAN_MESSAGE } from '../../rules/pan';
import { EKYC_MAIL_RULE_MESSAGES } from '../../rules/ekyc-mail';
import type { EkycInput } from './ekyc';

// The e-KYC form's fields and wording without zod, for the form's component; ./ekyc.ts holds the
// schema. DKYC is the distributor's own e-KYC on the fund house's page after an in-person
// verification; IKYC a mail to the investor for online IPV with e-sign.

export const KYC_TYPES = [
  { value: 'DKYC', label: 'DKYC (Distributor e-KYC)' },
  { value: 'IKYC', label: 'IKYC (Online IPV with e-sign)' },
] as const;

export type KycType = (typeof KYC_TYPES)[number]['value'];

export const EKYC_NAME_MAX = 100;
export const EKYC_EMAIL_MAX = 100;
export const EKYC_PHONE_MAX = 10;

export const EKYC_MESSAGES = {
  kycType: 'KYC Type is mandatory',
  pan: 'PAN is mandatory',
  panInvalid: PAN_MESSAGE,
  name: 'Name is mandatory',
  nameInvalid: 'Please enter a valid Name',
  email: 'Email ID is mandatory',
  emailInvalid: EKYC_MAIL_RULE_MESSAGES.email,
  phone: 'Phone no is mandatory',
  phoneInvalid: EKYC_MAIL_RULE_MESSAGES.phone,
  ipv: 'It is mandatory to perform IPV to proceed',
  registered: 'PAN is KYC Registered',
} as const;

/** What the form holds before a type is chosen, and again after each change of type. */
export const emptyEkyc = (pan = ''): EkycInput => ({ kycType: '' as KycType, pan, name: '', email: '', phone: '', ipv: false });

/** The PAN box as the schema reads it (trimmed, upper-cased) when that is a whole PAN, else null: the KRA check runs only then. */
export function wholeEkycPan(value: string): string | null {
  const pan = value.trim().toUpperCase();
  return isValidPan(pan) ? pan : null;
}
