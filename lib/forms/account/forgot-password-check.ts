import { filledWithin, refusalOf } from '../text-check';

// The forgotten password form's rules without a schema library, so its page ships none.
// `forgotPasswordSchema` in ./forgot-password.ts states them with zod and stays the authority; a unit
// test holds the two to the same messages.

export const USER_ID_MAX = 50;

export const FORGOT_PASSWORD_MESSAGES = {
  userIdMandatory: 'User ID is mandatory',
  userIdTooLong: 'User ID should not exceed 50 characters',
  // Shown whether or not the user id exists, so the page does not reveal which accounts do.
  otpSent: 'If the User ID is registered, an OTP has been sent to its registered mobile number and Email Id.',
} as const;

export interface ForgotPasswordInput {
  userId: string;
}

/** The user id box's first refusal, as `forgotPasswordSchema` words it; empty when the form may be sent. */
export function checkForgotPassword({ userId }: ForgotPasswordInput): { userId?: string } {
  const words = { mandatory: FORGOT_PASSWORD_MESSAGES.userIdMandatory, tooLong: FORGOT_PASSWORD_MESSAGES.userIdTooLong };
  return refusalOf('userId', filledWithin(userId.trim(), USER_ID_MAX, words));
}
