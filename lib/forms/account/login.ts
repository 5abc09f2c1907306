import { z } from 'zod';
import { LOGIN_FIELD_MAX, LOGIN_MESSAGES, type LoginInput } from './login-check';

// The browser checks the form with ./login-check.ts (no zod on the sign-in page); this schema is the
// rules' authority and the two are tested against each other message by message.
export { LOGIN_FIELD_MAX, LOGIN_MESSAGES };

export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: LOGIN_MESSAGES.userIdMandatory, abort: true })
    .max(LOGIN_FIELD_MAX, LOGIN_MESSAGES.userIdTooLong),
  // Passwords are taken exactly as typed: spaces may be part of one.
  password: z
    .string()
    .min(1, { message: LOGIN_MESSAGES.passwordMandatory, abort: true })
    .max(LOGIN_FIELD_MAX, LOGIN_MESSAGES.passwordTooLong),
  terms: z.boolean().refine((v) => v, LOGIN_MESSAGES.terms),
}) satisfies z.ZodType<LoginInput>;

export type { LoginInput };
