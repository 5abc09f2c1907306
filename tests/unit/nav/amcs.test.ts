import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AMCS, aumCaption, logoAlt } from '@/lib/amcs';

describe('the AMCs page list', () => {
  it('has the seed’s 15 fund houses, each named once', () => {
    expect(AMCS).toHaveLength(15);
    expect(new Set(AMCS.map((a) => a.name)).size).toBe(15);
  });

  it('captions each with its AUM as "AUM : Ncr", within the seed’s 1000cr to 6000cr', () => {
    for (const a of AMCS) {
      expect(a.aumCrore).toBeGreaterThanOrEqual(1000);
      expect(a.aumCrore).toBeLessThanOrEqual(6000);
      expect(aumCaption(a.aumCrore)).toMatch(/^AUM : \d{1,3}(,\d{2})*,?\d{0,3}cr$/);
    }
    expect(aumCaption(1000)).toBe('AUM : 1,000cr');
    expect(aumCaption(6000)).toBe('AUM : 6,000cr');
    expect(aumCaption(12500)).toBe('AUM : 12,500cr');
  });

  it('gives each a logo file of its own under public/amc and an alt text naming the fund house', () => {
    expect(new Set(AMCS.map((a) => a.logo)).size).toBe(15);
    for (const a of AMCS) {
      expect(a.logo).toMatch(/^\/amc\/[a-z-]+\.svg$/);
      const file = join(process.cwd(), 'public', a.logo);
      expect(existsSync(file), a.logo).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 80 80"/);
      expect(logoAlt(a.name)).toBe(`${a.name} logo`);
    }
  });
});
