import { hashPassword } from '../passwords';
import { DEMO_PASSWORD } from './fixtures';

// Hashing is the slow part of a reset (scrypt is slow on purpose). Salts come from the fixed seed, so
// each seeded hash of the demo password is computed once per process and reused by every later reset:
// the distributors' and the firm members' alike.

const seededHashes = new Map<string, Promise<string>>();

export function seededHash(salt: string): Promise<string> {
  let hash = seededHashes.get(salt);
  if (!hash) seededHashes.set(salt, (hash = hashPassword(DEMO_PASSWORD, salt)));
  return hash;
}
