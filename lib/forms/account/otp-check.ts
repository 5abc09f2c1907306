// The OTP step's rule without a schema library, so the sign-up and forgotten-password pages ship none.
// The schemas in ./otp.ts state it with zod and stay the authority; a unit test holds the two to the same
// messages.

import { OTP_FORMAT_MESSAGE, OTP_LENGTH } from '../../rules/otp';

export { OTP_LENGTH };

export const OTP_MESSAGES = {
  /** Sign-up's wording (seed 002 section 8). */
  signupInvalid: 'Please enter valid otp',
  /** Forgot password's wording. */
  recoveryInvalid: OTP_FORMAT_MESSAGE,
  resent: 'An Otp has been resent to your registered phone number',
  expired: 'This OTP has expired. Please use Resend OTP to get a new one.',
  locked: 'Too many wrong OTP attempts. For your security, please start again.',
} as const;

export interface OtpValues {
  otp: string;
}

/** The OTP box's refusal in the flow's words (`message`): six single digits, nothing else. */
export function checkOtp(message: string): (values: OtpValues) => { otp?: string } {
  const sixDigits = new RegExp(`^\\d{${OTP_LENGTH}}$`);
  return ({ otp }) => (sixDigits.test(otp) ? {} : { otp: message });
}
