import { describe, expect, it } from 'vitest';
import { normaliseArn, SIGNUP_MESSAGES, signupSchema } from '@/lib/forms/account/signup';
import { messagesFor } from './messages';

const RULE =
  'Password should be at least 8 characters in length and should contain at least 1 Upper Case alphabet(A-Z).1 Special Character and 1 Numeric Value (0-9)';
const valid = { arn: 'ARN-556677', userId: 'new.partner@dit.test', password: 'Fresh@2026', confirmPassword: 'Fresh@2026' };
const messages = (input: object, field: string) => messagesFor(signupSchema, { ...valid, ...input }, field);

describe('signupSchema', () => {
  it('accepts a complete sign-up, trimming and upper-casing the ARN', () => {
    const parsed = signupSchema.parse({ ...valid, arn: ' arn-556677 ', userId: ' new.partner@dit.test ' });
    expect(parsed).toEqual(valid);
  });

  it('has a mandatory message per field, and only that one on an empty field', () => {
    const empty = { arn: '', userId: '', password: '', confirmPassword: '' };
    expect(messages(empty, 'arn')).toEqual(['ARN Code is mandatory']);
    expect(messages(empty, 'userId')).toEqual(['User Id is mandatory']);
    expect(messages(empty, 'password')).toEqual(['Password is mandatory']);
    expect(messages(empty, 'confirmPassword')).toEqual(['Confirm Password is mandatory']);
  });

  it('limits the ARN to 20 characters', () => {
    expect(messages({ arn: `ARN-${'1'.repeat(16)}` }, 'arn')).toEqual([]);
    expect(messages({ arn: `ARN-${'1'.repeat(17)}` }, 'arn')).toEqual(['ARN Code should not exceed 20 characters']);
  });

  it.each(['ARN-', 'ARN-12A4', 'ABC-1234', 'ARN 1234'])('refuses the malformed ARN %s', (arn) => {
    expect(messages({ arn }, 'arn')).toEqual(['Please enter a valid ARN Code']);
  });

  it.each([['112233', 'ARN-112233'], ['arn-112233', 'ARN-112233'], ['ARN112233', 'ARN-112233']])(
    'accepts %s and spells it %s',
    (arn, spelled) => {
      expect(messages({ arn }, 'arn')).toEqual([]);
      expect(normaliseArn(signupSchema.parse({ ...valid, arn }).arn)).toBe(spelled);
    },
  );

  it('wants the user id to be an e-mail address of at most 50 characters', () => {
    expect(messages({ userId: 'newpartner' }, 'userId')).toEqual(['Please enter valid Email Id']);
    expect(messages({ userId: 'a b@dit.test' }, 'userId')).toEqual(['Please enter valid Email Id']);
    expect(messages({ userId: `${'a'.repeat(42)}@dit.test` }, 'userId')).toEqual(['User Id should not exceed 50 characters']);
  });

  it.each(['Short@1', 'fresh@2026', 'Fresh@abcd', 'Fresh2026'])('applies the password rule to %s', (password) => {
    expect(messages({ password, confirmPassword: password }, 'password')).toEqual([RULE]);
  });

  it('limits the password to 50 characters', () => {
    const long = `Aa1@${'x'.repeat(47)}`;
    expect(messages({ password: long, confirmPassword: long }, 'password')).toEqual(['Password should not exceed 50 characters']);
  });

  it('wants the confirmation to equal the password, even while another field is wrong', () => {
    expect(messages({ confirmPassword: 'Fresh@2027' }, 'confirmPassword')).toEqual(['Password and Confirm Password must be same']);
    expect(messages({ arn: '', confirmPassword: 'Fresh@2027' }, 'confirmPassword')).toEqual([
      'Password and Confirm Password must be same',
    ]);
  });

  it('keeps the seed wording of every message', () => {
    expect(SIGNUP_MESSAGES).toMatchObject({ mismatch: 'Password and Confirm Password must be same', passwordRule: RULE });
  });
});
