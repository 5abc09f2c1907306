import { z } from 'zod';
import { meetsResetRule, PASSWORD_UPDATED_MESSAGE, RESET_PASSWORD_RULE_MESSAGE } from '@/lib/rules/password';
import { firstFailing } from '../field-checks';
import { RESET_PASSWORD_MAX } from './reset-password-fields';

export { RESET_PASSWORD_MAX, RESET_PASSWORD_HINT } from './reset-password-fields';

export const RESET_PASSWORD_MESSAGES = {
  newMandatory: 'New Password is mandatory',
  confirmMandatory: 'Confirm Password is mandatory',
  tooLong: 'Password should not exceed 50 characters',
  rule: RESET_PASSWORD_RULE_MESSAGE,
  mismatch: 'Password and Confirm Password must be same',
  updated: PASSWORD_UPDATED_MESSAGE,
} as const;

export { meetsResetRule };

export const resetPasswordSchema = z
  .object({
    newPassword: z.string().superRefine(
      firstFailing([
        [(v) => v.length > 0, RESET_PASSWORD_MESSAGES.newMandatory],
        [(v) => v.length <= RESET_PASSWORD_MAX, RESET_PASSWORD_MESSAGES.tooLong],
        [meetsResetRule, RESET_PASSWORD_MESSAGES.rule],
      ]),
    ),
    confirmPassword: z
      .string()
      .superRefine(firstFailing([[(v) => v.length > 0, RESET_PASSWORD_MESSAGES.confirmMandatory]])),
  })
  .superRefine(
    (v, ctx) => {
      if (!v || typeof v !== 'object') return;
      if (typeof v.confirmPassword === 'string' && v.confirmPassword && v.confirmPassword !== v.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: RESET_PASSWORD_MESSAGES.mismatch });
      }
    },
    { when: () => true },
  );

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
