import { z } from 'zod';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@/lib/rules/password';
import { INVALID_ARN_CODE_MESSAGE } from '@/lib/rules/sign-in';
import { USER_ID_EMAIL_MESSAGE } from '@/lib/rules/user-id';
import { firstFailing } from '../field-checks';
import { EMAIL_PATTERN } from './forgot-userid';
import { SIGNUP_FIELD_MAX, SIGNUP_ARN_MAX } from './signup-fields';

export { SIGNUP_FIELD_MAX, SIGNUP_ARN_MAX, SIGNUP_PASSWORD_HINT } from './signup-fields';

export const SIGNUP_MESSAGES = {
  arnMandatory: 'ARN Code is mandatory',
  arnTooLong: 'ARN Code should not exceed 20 characters',
  arnInvalid: INVALID_ARN_CODE_MESSAGE,
  userIdMandatory: 'User Id is mandatory',
  userIdInvalid: USER_ID_EMAIL_MESSAGE,
  userIdTooLong: 'User Id should not exceed 50 characters',
  passwordMandatory: 'Password is mandatory',
  passwordTooLong: 'Password should not exceed 50 characters',
  passwordRule: PASSWORD_RULE_MESSAGE,
  confirmMandatory: 'Confirm Password is mandatory',
  mismatch: 'Password and Confirm Password must be same',
} as const;

/** 'ARN-' and digits; the prefix may be left out ("112233") and is added by `normaliseArn`. */
const ARN_PATTERN = /^(ARN-?)?\d{1,16}$/;

/** The registrar's spelling of an ARN: upper case, 'ARN-' prefix. Call only on a value the schema accepted. */
export function normaliseArn(value: string): string {
  const digits = value.trim().toUpperCase().replace(/^ARN-?/, '');
  return `ARN-${digits}`;
}

// Passwords are taken exactly as typed (no trim): a space may be part of one. An invited firm member
// chooses a user id and password under the same rules (../team/team-invitation.ts).
export const newCredentialFields = {
  userId: z
    .string()
    .trim()
    .superRefine(
      firstFailing([
        [(v) => v.length > 0, SIGNUP_MESSAGES.userIdMandatory],
        [(v) => v.length <= SIGNUP_FIELD_MAX, SIGNUP_MESSAGES.userIdTooLong],
        [(v) => EMAIL_PATTERN.test(v), SIGNUP_MESSAGES.userIdInvalid],
      ]),
    ),
  password: z.string().superRefine(
    firstFailing([
      [(v) => v.length > 0, SIGNUP_MESSAGES.passwordMandatory],
      [(v) => v.length <= SIGNUP_FIELD_MAX, SIGNUP_MESSAGES.passwordTooLong],
      [isStrongPassword, SIGNUP_MESSAGES.passwordRule],
    ]),
  ),
  confirmPassword: z.string().superRefine(firstFailing([[(v) => v.length > 0, SIGNUP_MESSAGES.confirmMandatory]])),
};

/** The confirmation's own check, for `.superRefine(...confirmationMatches)` on a form with newCredentialFields. */
export const confirmationMatches = [
  (v: { password?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx) => {
    if (!v || typeof v !== 'object') return;
    const { password, confirmPassword } = v;
    if (typeof confirmPassword === 'string' && confirmPassword && confirmPassword !== password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: SIGNUP_MESSAGES.mismatch });
    }
  },
  // The mismatch shows as soon as the confirmation is left, even while another field is still wrong.
  { when: () => true },
] as const;

export const signupSchema = z
  .object({
    arn: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine(
        firstFailing([
          [(v) => v.length > 0, SIGNUP_MESSAGES.arnMandatory],
          [(v) => v.length <= SIGNUP_ARN_MAX, SIGNUP_MESSAGES.arnTooLong],
          [(v) => ARN_PATTERN.test(v), SIGNUP_MESSAGES.arnInvalid],
        ]),
      ),
    ...newCredentialFields,
  })
  .superRefine(...confirmationMatches);

export type SignupInput = z.infer<typeof signupSchema>;

/** Why /register was shown again (the `restart` query value), and what it tells the person. */
export const SIGNUP_RESTART_NOTICES: Record<string, string> = {
  locked: 'Too many wrong OTP attempts. For your security, please start again.',
  expired: 'Your sign-up has expired. Please start again.',
  refused: 'Your sign-up could not be completed. Please check your details and try again.',
};
