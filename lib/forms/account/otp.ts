import { z } from 'zod';
import { OTP_LENGTH, OTP_MESSAGES, type OtpValues } from './otp-check';

// The pages check the OTP with ./otp-check.ts (no zod there); these schemas are the BFF's.
export { OTP_LENGTH, OTP_MESSAGES };

/** Six single digits; anything else, empty included, gets the flow's "valid OTP" message. */
const otpSchema = (message: string) =>
  z.object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message) }) satisfies z.ZodType<OtpValues>;

export const signupOtpSchema = otpSchema(OTP_MESSAGES.signupInvalid);
export const recoveryOtpSchema = otpSchema(OTP_MESSAGES.recoveryInvalid);

export type { OtpValues };
