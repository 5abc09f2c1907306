import { describe, expect, it } from 'vitest';
import { loginSchema } from '@/lib/forms/login';

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
