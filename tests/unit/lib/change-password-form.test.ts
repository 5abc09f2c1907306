import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '@/lib/forms/account/change-password';

const RULE =
  'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)';
const valid = { oldPassword: 'Oldpass#1', newPassword: 'Newpass#2', confirmPassword: 'Newpass#2' };

/** The message the form shows for a field: the first issue on its path. */
function firstMessage(input: unknown, field: string): string | undefined {
  const result = changePasswordSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('changePasswordSchema', () => {
  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('makes all three fields mandatory with their own messages', () => {
    const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
    expect(firstMessage(empty, 'oldPassword')).toBe('(old Password is mandatory)');
    expect(firstMessage(empty, 'newPassword')).toBe('(new Password is mandatory)');
    expect(firstMessage(empty, 'confirmPassword')).toBe('(confirm Password is mandatory)');
  });

  it('shows only the mandatory message for an empty field', () => {
    const result = changePasswordSchema.safeParse({ ...valid, oldPassword: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path[0] === 'oldPassword').map((i) => i.message)).toEqual([
      '(old Password is mandatory)',
    ]);
  });

  it.each(['oldPassword', 'newPassword', 'confirmPassword'] as const)('applies the strength rule to %s', (field) => {
    const input = { ...valid, [field]: 'weakpass' };
    if (field === 'newPassword') input.confirmPassword = 'weakpass';
    expect(firstMessage(input, field)).toBe(RULE);
  });

  it('refuses a new password equal to the old one', () => {
    const same = { oldPassword: 'Samepass#1', newPassword: 'Samepass#1', confirmPassword: 'Samepass#1' };
    expect(firstMessage(same, 'newPassword')).toBe('(*Old password and New Password should not be Same)');
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(firstMessage({ ...valid, confirmPassword: 'Newpass#3' }, 'confirmPassword')).toBe(
      '(Password does not match)',
    );
  });

  it('compares fields even while another field is still empty', () => {
    expect(firstMessage({ ...valid, confirmPassword: '' }, 'newPassword')).toBeUndefined();
    const same = { oldPassword: 'Samepass#1', newPassword: 'Samepass#1', confirmPassword: '' };
    expect(firstMessage(same, 'newPassword')).toBe('(*Old password and New Password should not be Same)');
    expect(firstMessage({ oldPassword: '', newPassword: 'Newpass#2', confirmPassword: 'Other#123' }, 'confirmPassword')).toBe(
      '(Password does not match)',
    );
  });
});
