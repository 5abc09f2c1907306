import { z } from 'zod';

export const USER_ID_MAX = 50;

export const FORGOT_PASSWORD_MESSAGES = {
  userIdMandatory: 'User ID is mandatory',
  userIdTooLong: 'User ID should not exceed 50 characters',
  // Shown whether or not the user id exists, so the page does not reveal which accounts do.
  otpSent: 'If the User ID is registered, an OTP has been sent to its registered mobile number and Email Id.',
} as const;

export const forgotPasswordSchema = z.object({
  userId: z
    .string()
    .trim()
    .min(1, { message: FORGOT_PASSWORD_MESSAGES.userIdMandatory, abort: true })
    .max(USER_ID_MAX, FORGOT_PASSWORD_MESSAGES.userIdTooLong),
});

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
