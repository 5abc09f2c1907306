import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, FORGOT_USERID_MESSAGES, type ForgotUserIdInput } from './forgot-userid-check';

// The page checks the form with ./forgot-userid-check.ts (no zod there); this schema is the BFF's.
export { EMAIL_MAX, EMAIL_PATTERN, FORGOT_USERID_MESSAGES };

export const forgotUserIdSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: FORGOT_USERID_MESSAGES.emailMandatory, abort: true })
    .max(EMAIL_MAX, { message: FORGOT_USERID_MESSAGES.emailTooLong, abort: true })
    .regex(EMAIL_PATTERN, FORGOT_USERID_MESSAGES.emailInvalid),
}) satisfies z.ZodType<ForgotUserIdInput>;

export type { ForgotUserIdInput };
