import { z } from 'zod';
import { FORGOT_PASSWORD_MESSAGES, USER_ID_MAX, type ForgotPasswordInput } from './forgot-password-check';

// The page checks the form with ./forgot-password-check.ts (no zod there); this schema is the BFF's.
export { FORGOT_PASSWORD_MESSAGES, USER_ID_MAX };

export const forgotPasswordSchema = z.object({
  userId: z
    .string()
    .trim()
    .min(1, { message: FORGOT_PASSWORD_MESSAGES.userIdMandatory, abort: true })
    .max(USER_ID_MAX, FORGOT_PASSWORD_MESSAGES.userIdTooLong),
}) satisfies z.ZodType<ForgotPasswordInput>;

export type { ForgotPasswordInput };
