import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/lib/forms/account/login';
import { checkLogin, type LoginInput } from '@/lib/forms/account/login-check';

const valid = { username: 'agent@example.com', password: 'Secret#123', terms: true };

function messagesFor(input: unknown, field: string): string[] {
  const result = loginSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('loginSchema', () => {
  it('accepts a complete sign-in', () => {
    expect(loginSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the user id', () => {
    expect(messagesFor({ ...valid, username: '' }, 'username')).toEqual(['User Id is mandatory']);
    expect(messagesFor({ ...valid, username: '   ' }, 'username')).toEqual(['User Id is mandatory']);
  });

  it('limits the user id to 50 characters', () => {
    expect(messagesFor({ ...valid, username: 'a'.repeat(50) }, 'username')).toEqual([]);
    expect(messagesFor({ ...valid, username: 'a'.repeat(51) }, 'username')).toEqual([
      'User Id should not exceed 50 characters',
    ]);
  });

  it('requires the password and limits it to 50 characters', () => {
    expect(messagesFor({ ...valid, password: '' }, 'password')).toEqual(['Password is mandatory']);
    expect(messagesFor({ ...valid, password: 'p'.repeat(50) }, 'password')).toEqual([]);
    expect(messagesFor({ ...valid, password: 'p'.repeat(51) }, 'password')).toEqual([
      'Password should not exceed 50 characters',
    ]);
  });

  it('requires the terms to be accepted', () => {
    expect(messagesFor({ ...valid, terms: false }, 'terms')).toEqual(['Please accept the Terms and Conditions']);
  });

  it('trims the user id but keeps the password exactly as typed', () => {
    const parsed = loginSchema.parse({ ...valid, username: ' agent@example.com ', password: ' Pass#123 ' });
    expect(parsed.username).toBe('agent@example.com');
    expect(parsed.password).toBe(' Pass#123 ');
  });
});

describe('checkLogin (the browser’s check, without zod)', () => {
  const cases: LoginInput[] = [
    valid,
    { ...valid, username: '' },
    { ...valid, username: '   ' },
    { ...valid, username: 'a'.repeat(50) },
    { ...valid, username: 'a'.repeat(51) },
    { ...valid, username: ` ${'a'.repeat(50)} ` },
    { ...valid, password: '' },
    { ...valid, password: ' ' },
    { ...valid, password: 'p'.repeat(50) },
    { ...valid, password: 'p'.repeat(51) },
    { ...valid, terms: false },
    { username: '', password: '', terms: false },
  ];

  it.each(cases)('gives the schema’s messages for %o', (input) => {
    const errors = checkLogin(input);
    for (const field of ['username', 'password', 'terms'] as const) {
      expect(errors[field] ? [errors[field]] : []).toEqual(messagesFor(input, field));
    }
  });

  it('words each refusal as the seed does', () => {
    expect(checkLogin({ username: '', password: '', terms: false })).toEqual({
      username: 'User Id is mandatory',
      password: 'Password is mandatory',
      terms: 'Please accept the Terms and Conditions',
    });
    expect(checkLogin({ username: 'u'.repeat(51), password: 'p'.repeat(51), terms: true })).toEqual({
      username: 'User Id should not exceed 50 characters',
      password: 'Password should not exceed 50 characters',
    });
  });
});
