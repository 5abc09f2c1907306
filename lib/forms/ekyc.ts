import { z } from 'zod';
import { PAN_LENGTH, PAN_MESSAGE, PAN_PATTERN } from '../rules/pan';

// The e-KYC form (seed 002 sections 3, 4.2 and 5 "e-KYC"): DKYC, the distributor's own e-KYC on the
// fund house's page after an in-person verification, or IKYC, a mail to the investor for online IPV
// with e-sign.

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
  emailInvalid: 'Enter a valid Email ID',
  phone: 'Phone no is mandatory',
  phoneInvalid: 'Enter a valid Phone number',
  ipv: 'It is mandatory to perform IPV to proceed',
  registered: 'PAN is KYC Registered',
} as const;

const NAME = /^[A-Za-z][A-Za-z ]*$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// An Indian number: ten digits from 6 to 9, a 91 or 0 in front accepted.
const PHONE = /^(?:\+?91|0)?[6-9]\d{9}$/;

const text = (mandatory: string) => z.string({ error: mandatory }).trim().min(1, { message: mandatory, abort: true });

export const ekycPanSchema = z.object({
  pan: text(EKYC_MESSAGES.pan).toUpperCase().max(PAN_LENGTH, EKYC_MESSAGES.panInvalid).regex(PAN_PATTERN, EKYC_MESSAGES.panInvalid),
});

export const ekycSchema = z
  .object({
    kycType: z.enum(['DKYC', 'IKYC'], { error: EKYC_MESSAGES.kycType }),
    pan: ekycPanSchema.shape.pan,
    name: text(EKYC_MESSAGES.name).max(EKYC_NAME_MAX, EKYC_MESSAGES.nameInvalid).regex(NAME, EKYC_MESSAGES.nameInvalid),
    email: text(EKYC_MESSAGES.email).max(EKYC_EMAIL_MAX, EKYC_MESSAGES.emailInvalid).regex(EMAIL, EKYC_MESSAGES.emailInvalid),
    phone: text(EKYC_MESSAGES.phone).regex(PHONE, EKYC_MESSAGES.phoneInvalid),
    ipv: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    // IKYC's verification happens online, on the investor's side; DKYC needs the distributor's own IPV.
    if (form.kycType === 'DKYC' && !form.ipv) ctx.addIssue({ code: 'custom', path: ['ipv'], message: EKYC_MESSAGES.ipv });
  });

export type EkycInput = z.input<typeof ekycSchema>;
export type EkycForm = z.output<typeof ekycSchema>;

/** What the form holds before a type is chosen, and again after each change of type. */
export const emptyEkyc = (pan = ''): EkycInput => ({ kycType: '' as KycType, pan, name: '', email: '', phone: '', ipv: false });
