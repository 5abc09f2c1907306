import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@/lib/rules/password';

describe('isStrongPassword', () => {
  it('accepts 8+ characters with an upper-case letter, a digit and a special character', () => {
    expect(isStrongPassword('Abcdef1#')).toBe(true);
    expect(isStrongPassword('ABCDEFG1-')).toBe(true);
  });

  it.each([
    ['too short', 'Abcde1#'],
    ['no upper-case letter', 'abcdefg1#'],
    ['no digit', 'Abcdefgh#'],
    ['no special character', 'Abcdefgh1'],
    ['a special character outside the accepted set', 'Abcdefg1_'],
    ['empty', ''],
  ])('rejects a password with %s', (_, value) => {
    expect(isStrongPassword(value)).toBe(false);
  });

  it.each([...'#?!@$%^&*-'])('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Abcdefg1${special}`)).toBe(true);
  });

  it('has the rule message with the spelling corrected', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)',
    );
  });
});
