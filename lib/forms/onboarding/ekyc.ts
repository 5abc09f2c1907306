import { z } from 'zod';
import { PAN_LENGTH, PAN_PATTERN } from '../../rules/pan';
import { EKYC_PHONE_PATTERN } from '../../rules/ekyc-mail';
import { EKYC_EMAIL_MAX, EKYC_MESSAGES, EKYC_NAME_MAX } from './ekyc-fields';

// The e-KYC form (seed 002 sections 3, 4.2 and 5 "e-KYC"); its fields and wording are in ./ekyc-fields.ts.

export { KYC_TYPES, type KycType, EKYC_NAME_MAX, EKYC_EMAIL_MAX, EKYC_PHONE_MAX, EKYC_MESSAGES, emptyEkyc } from './ekyc-fields';

const NAME = /^[A-Za-z][A-Za-z ]*$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PHONE = EKYC_PHONE_PATTERN;

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

