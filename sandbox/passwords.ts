import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { isStrongPassword } from '../lib/rules/password';

// Stored as scrypt(password, per-user salt): a copied sandbox database must not reveal passwords
// any more than the registrar's would.

const KEY_BYTES = 32;

export function hashPassword(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, (err, key) => (err ? reject(err) : resolve(key.toString('hex'))));
  });
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export async function passwordMatches(password: string, salt: string, hash: string): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(await hashPassword(password, salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The registrar's rule, the one the portal's forms check first: 8 or more characters with an upper-case letter, a digit and one of #?!@$%^&*- */
export const meetsPasswordRule = isStrongPassword;
