import { chance, intBetween, letter, pick, type Rng } from './prng';
import { FIRST_NAMES, SURNAMES } from './names';
import type { TaxStatus } from './fixtures';

// Pure generators: same rng state in, same rows out. The unit tests pin their shapes.

export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * An individual's PAN: three letters, P (individual), the surname's initial, four digits and a
 * letter, the shape the portal's validation and its "4th character P" rules expect.
 */
export function individualPan(rng: Rng, surname: string): string {
  const initial = surname.charAt(0).toUpperCase();
  const digits = String(intBetween(rng, 1, 9999)).padStart(4, '0');
  return `${letter(rng)}${letter(rng)}${letter(rng)}P${initial}${digits}${letter(rng)}`;
}

/** A ten-digit Indian mobile number; they start with 6, 7, 8 or 9. */
export function mobileNumber(rng: Rng): string {
  let out = String(intBetween(rng, 6, 9));
  for (let i = 0; i < 9; i++) out += String(intBetween(rng, 0, 9));
  return out;
}

export interface GeneratedInvestor {
  pan: string;
  name: string;
  mobile: string;
  email: string;
  dob: string;
  kyc: 'Y' | 'N';
  fatca: 'Y' | 'N';
  tax_status: TaxStatus;
}

/** Adults born 1950-2002, as an ISO date. */
function birthDate(rng: Rng): string {
  const year = intBetween(rng, 1950, 2002);
  const month = intBetween(rng, 1, 12);
  const day = intBetween(rng, 1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * `count` investors with unique PANs; `taken` holds PANs that must not be reused (the fixtures)
 * and gains every PAN handed out, so later calls cannot collide with earlier ones.
 */
export function generateInvestors(rng: Rng, count: number, taken: Set<string>): GeneratedInvestor[] {
  const rows: GeneratedInvestor[] = [];
  while (rows.length < count) {
    const first = pick(rng, FIRST_NAMES);
    const last = pick(rng, SURNAMES);
    const pan = individualPan(rng, last);
    if (taken.has(pan)) continue;
    taken.add(pan);
    const serial = taken.size;
    rows.push({
      pan,
      name: `${first} ${last}`,
      mobile: mobileNumber(rng),
      email: `${first}.${last}${serial}@example.com`.toLowerCase(),
      dob: birthDate(rng),
      kyc: chance(rng, 0.9) ? 'Y' : 'N',
      fatca: chance(rng, 0.85) ? 'Y' : 'N',
      tax_status: chance(rng, 0.06) ? 'NRI' : 'Individual',
    });
  }
  return rows;
}
