import { z } from 'zod';

export const LOGIN_FIELD_MAX = 50;

export const LOGIN_MESSAGES = {
  userIdMandatory: 'User Id is mandatory',
  userIdTooLong: 'User Id should not exceed 50 characters',
  passwordMandatory: 'Password is mandatory',
  passwordTooLong: 'Password should not exceed 50 characters',
  terms: 'Please accept the Terms and Conditions',
} as const;

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
});

export type LoginInput = z.infer<typeof loginSchema>;
