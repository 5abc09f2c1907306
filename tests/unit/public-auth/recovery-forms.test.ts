import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from '@/lib/forms/account/forgot-password';
import { checkForgotPassword } from '@/lib/forms/account/forgot-password-check';
import { FORGOT_USERID_MESSAGES, forgotUserIdSchema } from '@/lib/forms/account/forgot-userid';
import { checkForgotUserId } from '@/lib/forms/account/forgot-userid-check';
import { meetsResetRule, resetPasswordSchema } from '@/lib/forms/account/reset-password';
import { messagesFor } from './messages';

describe('forgotUserIdSchema', () => {
  const messages = (email: string) => messagesFor(forgotUserIdSchema, { email }, 'email');

  it('accepts an e-mail address, trimmed', () => {
    expect(forgotUserIdSchema.parse({ email: ' demo@dit.test ' })).toEqual({ email: 'demo@dit.test' });
  });

  it('says "Email Id is mandatory" for an empty field', () => {
    expect(messages('')).toEqual(['Email Id is mandatory']);
    expect(messages('   ')).toEqual(['Email Id is mandatory']);
  });

  it.each(['demo', 'demo@dit', 'demo@@dit.test', 'de mo@dit.test'])('says "Please enter valid Email Id" for %s', (email) => {
    expect(messages(email)).toEqual(['Please enter valid Email Id']);
  });

  it('limits the address to 50 characters', () => {
    expect(messages(`${'a'.repeat(42)}@dit.test`)).toEqual(['Email Id should not exceed 50 characters']);
  });

  it('confirms with the seed message', () => {
    expect(FORGOT_USERID_MESSAGES.sent).toBe('Your UserId has been sent to your Email Id and Mobile number');
  });
});

describe('checkForgotUserId (the page’s check, without zod)', () => {
  const cases = ['', '   ', 'demo', 'demo@dit', 'demo@@dit.test', 'de mo@dit.test', 'demo@dit.test', ' demo@dit.test ', `${'a'.repeat(41)}@dit.test`, `${'a'.repeat(42)}@dit.test`, `${'a'.repeat(45)}@dit`];

  it.each(cases)('gives the schema’s message for %j', (email) => {
    const found = checkForgotUserId({ email }).email;
    expect(found ? [found] : []).toEqual(messagesFor(forgotUserIdSchema, { email }, 'email'));
  });

  it('words each refusal as the seed does', () => {
    expect(checkForgotUserId({ email: '' })).toEqual({ email: 'Email Id is mandatory' });
    expect(checkForgotUserId({ email: 'demo' })).toEqual({ email: 'Please enter valid Email Id' });
    expect(checkForgotUserId({ email: `${'a'.repeat(42)}@dit.test` })).toEqual({ email: 'Email Id should not exceed 50 characters' });
    expect(checkForgotUserId({ email: 'demo@dit.test' })).toEqual({});
  });
});

describe('forgotPasswordSchema', () => {
  const messages = (userId: string) => messagesFor(forgotPasswordSchema, { userId }, 'userId');

  it('says "User ID is mandatory" for an empty field', () => {
    expect(messages('')).toEqual(['User ID is mandatory']);
    expect(messages('  ')).toEqual(['User ID is mandatory']);
  });

  it('limits the user id to 50 characters and accepts any shape within', () => {
    expect(messages('x'.repeat(51))).toEqual(['User ID should not exceed 50 characters']);
    expect(forgotPasswordSchema.parse({ userId: ' demo@dit.test ' })).toEqual({ userId: 'demo@dit.test' });
  });
});

describe('checkForgotPassword (the page’s check, without zod)', () => {
  it.each(['', '   ', 'demo@dit.test', ' demo ', 'u'.repeat(50), 'u'.repeat(51), ` ${'u'.repeat(50)} `])('gives the schema’s message for %j', (userId) => {
    const found = checkForgotPassword({ userId }).userId;
    expect(found ? [found] : []).toEqual(messagesFor(forgotPasswordSchema, { userId }, 'userId'));
  });

  it('words each refusal as the seed does', () => {
    expect(checkForgotPassword({ userId: '' })).toEqual({ userId: 'User ID is mandatory' });
    expect(checkForgotPassword({ userId: 'u'.repeat(51) })).toEqual({ userId: 'User ID should not exceed 50 characters' });
  });
});

describe('resetPasswordSchema', () => {
  const RULE =
    'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z), 1 Lower Case alphabet(a-z), 1 Special Character and 1 Numeric Value (0-9)';
  const valid = { newPassword: 'Fresh@2026', confirmPassword: 'Fresh@2026' };
  const messages = (input: object, field: string) => messagesFor(resetPasswordSchema, { ...valid, ...input }, field);

  it('accepts a password that meets the reset rule', () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true);
  });

  it('has a mandatory message per field', () => {
    expect(messages({ newPassword: '', confirmPassword: '' }, 'newPassword')).toEqual(['New Password is mandatory']);
    expect(messages({ newPassword: '', confirmPassword: '' }, 'confirmPassword')).toEqual(['Confirm Password is mandatory']);
  });

  it.each([
    ['no lower-case letter', 'FRESH@2026'],
    ['no upper-case letter', 'fresh@2026'],
    ['no digit', 'Fresh@abcd'],
    ['no special character', 'Fresh2026x'],
    ['a special character outside #?!@$%^&*-', 'Fresh_2026'],
    ['fewer than 8 characters', 'Fr@2026'],
  ])('refuses a password with %s', (_, password) => {
    expect(meetsResetRule(password)).toBe(false);
    expect(messages({ newPassword: password, confirmPassword: password }, 'newPassword')).toEqual([RULE]);
  });

  it('limits the password to 50 characters', () => {
    const long = `Aa1@${'x'.repeat(47)}`;
    expect(messages({ newPassword: long, confirmPassword: long }, 'newPassword')).toEqual(['Password should not exceed 50 characters']);
  });

  it('says "Password and Confirm Password must be same" on a mismatch', () => {
    expect(messages({ confirmPassword: 'Fresh@2027' }, 'confirmPassword')).toEqual(['Password and Confirm Password must be same']);
  });
});
