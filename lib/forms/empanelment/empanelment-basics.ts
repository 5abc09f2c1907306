import { z } from 'zod';
import { ARN_MAX, BASICS_MESSAGES, EMAIL_MAX, normaliseArn } from './empanelment-basics-fields';

// Step 1 of distributor empanelment: ARN, PAN, e-mail and mobile, then the OTP (seed 002 section 5,
// "Empanelment basics"). The seed asks for one message while anything is empty, before the OTP.

export { ARN_MAX, PAN_MAX, MOBILE_MAX, EMAIL_MAX, OTP_LENGTH, BASICS_MESSAGES, normaliseArn, hasMissingField } from './empanelment-basics-fields';

const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const mandatory = { message: BASICS_MESSAGES.allMandatory, abort: true } as const;
// A field left out of the request altogether is as missing as an empty one.
const str = () => z.string({ error: BASICS_MESSAGES.allMandatory });

export const arnField = str().trim().min(1, mandatory).max(ARN_MAX, BASICS_MESSAGES.arnTooLong).transform(normaliseArn);

export const empanelmentArnSchema = z.object({ arnCode: arnField });

export const empanelmentOtpRequestSchema = z.object({
  arnCode: arnField,
  pan: str().trim().toUpperCase().min(1, mandatory).regex(PAN_PATTERN, BASICS_MESSAGES.pan),
  email: str().trim().min(1, mandatory).max(EMAIL_MAX, BASICS_MESSAGES.email).regex(EMAIL_PATTERN, BASICS_MESSAGES.email),
  mobile: str().trim().min(1, mandatory).regex(MOBILE_PATTERN, BASICS_MESSAGES.mobile),
});

export const empanelmentBasicsSchema = empanelmentOtpRequestSchema.extend({
  otp: str().trim().min(1, mandatory).regex(/^\d{6}$/, BASICS_MESSAGES.invalidOtp),
});

export type EmpanelmentArnInput = z.input<typeof empanelmentArnSchema>;
export type EmpanelmentOtpRequest = z.output<typeof empanelmentOtpRequestSchema>;
export type EmpanelmentBasicsInput = z.input<typeof empanelmentBasicsSchema>;
export type EmpanelmentBasics = z.output<typeof empanelmentBasicsSchema>;
