import { describe, expect, it } from 'vitest';
import { generateInvestors, individualPan, mobileNumber, PAN_PATTERN } from '../../../sandbox/seed/generate';
import { FIXED_INVESTORS } from '../../../sandbox/seed/fixtures';
import { mulberry32 } from '../../../sandbox/seed/prng';

describe('individualPan', () => {
  it('has the PAN shape with P (individual) fourth and the surname initial fifth', () => {
    const rng = mulberry32(3);
    for (let i = 0; i < 500; i++) {
      const pan = individualPan(rng, 'sharma');
      expect(pan).toMatch(PAN_PATTERN);
      expect(pan[3]).toBe('P');
      expect(pan[4]).toBe('S');
    }
  });
});

describe('mobileNumber', () => {
  it('is ten digits starting 6-9', () => {
    const rng = mulberry32(5);
    for (let i = 0; i < 500; i++) expect(mobileNumber(rng)).toMatch(/^[6-9]\d{9}$/);
  });
});

describe('generateInvestors', () => {
  const fixed = () => new Set(FIXED_INVESTORS.map((i) => i.pan));

  it('is deterministic for a seed', () => {
    expect(generateInvestors(mulberry32(9), 50, fixed())).toEqual(generateInvestors(mulberry32(9), 50, fixed()));
  });

  it('gives unique PANs that never collide with the fixtures, with valid contact details', () => {
    const taken = fixed();
    const rows = generateInvestors(mulberry32(11), 3000, taken);
    const pans = rows.map((r) => r.pan);
    expect(new Set(pans).size).toBe(3000);
    for (const f of FIXED_INVESTORS) expect(pans).not.toContain(f.pan);
    for (const r of rows) {
      expect(r.pan).toMatch(PAN_PATTERN);
      expect(r.pan[3]).toBe('P');
      expect(r.mobile).toMatch(/^[6-9]\d{9}$/);
      expect(r.email).toMatch(/^[a-z.]+\d+@example\.com$/);
      expect(r.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(rows.map((r) => r.email)).size).toBe(3000);
    // Some investors are not KYC or FATCA compliant, as in a real book.
    expect(rows.some((r) => r.kyc === 'N')).toBe(true);
    expect(rows.some((r) => r.fatca === 'N')).toBe(true);
  });

  it('fixture PANs are well formed, with the company the only non-individual', () => {
    for (const f of FIXED_INVESTORS) expect(f.pan).toMatch(PAN_PATTERN);
    expect(FIXED_INVESTORS.filter((f) => f.pan[3] !== 'P').map((f) => f.taxStatus)).toEqual(['Company']);
  });
});
