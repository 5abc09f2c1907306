import { z } from 'zod';

export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  /** Sign-up's wording (seed 002 section 8). */
  signupInvalid: 'Please enter valid otp',
  /** Forgot password's wording. */
  recoveryInvalid: 'Please Enter valid OTP',
  resent: 'An Otp has been resent to your registered phone number',
  expired: 'This OTP has expired. Please use Resend OTP to get a new one.',
  locked: 'Too many wrong OTP attempts. For your security, please start again.',
} as const;

/** Six single digits; anything else, empty included, gets the flow's "valid OTP" message. */
const otpSchema = (message: string) =>
  z.object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message) });

export const signupOtpSchema = otpSchema(OTP_MESSAGES.signupInvalid);
export const recoveryOtpSchema = otpSchema(OTP_MESSAGES.recoveryInvalid);

export type OtpValues = z.infer<typeof signupOtpSchema>;
