import { z } from 'zod';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@/lib/rules/password';

export const CHANGE_PASSWORD_MESSAGES = {
  oldMandatory: '(old Password is mandatory)',
  newMandatory: '(new Password is mandatory)',
  confirmMandatory: '(confirm Password is mandatory)',
  sameAsOld: '(*Old password and New Password should not be Same)',
  mismatch: '(Password does not match)',
  rule: PASSWORD_RULE_MESSAGE,
} as const;

// The strength rule stays quiet on an empty field so that only the mandatory message shows there. (An
// aborting check would do the same but would also stop the cross-field checks below.)
const password = (mandatory: string) =>
  z
    .string()
    .min(1, mandatory)
    .refine((v) => v === '' || isStrongPassword(v), PASSWORD_RULE_MESSAGE);

export const changePasswordSchema = z
  .object({
    oldPassword: password(CHANGE_PASSWORD_MESSAGES.oldMandatory),
    newPassword: password(CHANGE_PASSWORD_MESSAGES.newMandatory),
    confirmPassword: password(CHANGE_PASSWORD_MESSAGES.confirmMandatory),
  })
  .superRefine(
    (v, ctx) => {
      if (!v || typeof v !== 'object') return;
      const { oldPassword, newPassword, confirmPassword } = v;
      if (typeof newPassword !== 'string' || !newPassword) return;
      if (newPassword === oldPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: CHANGE_PASSWORD_MESSAGES.sameAsOld });
      }
      if (typeof confirmPassword === 'string' && confirmPassword && confirmPassword !== newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CHANGE_PASSWORD_MESSAGES.mismatch });
      }
    },
    // Cross-field checks run even while another field is still empty or weak: the form validates on blur
    // and shows each field's message as soon as that field is left.
    { when: () => true },
  );

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
