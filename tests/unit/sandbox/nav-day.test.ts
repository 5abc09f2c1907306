import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { navDayOf } from '../../../sandbox/domains/schemes/schemes';

// One NAV has one date: a series' last day on a weekend is dated the Friday the NAV was declared, as the
// NAV page (business days only) and the redemption quote date it.

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
});
afterAll(async () => {
  await pg?.close();
});

const navDay = async (day: string) =>
  (await pg.query<{ d: string }>(`select to_char(${navDayOf('$1::date')}, 'YYYY-MM-DD') as d`, [day])).rows[0]?.d;

describe('navDayOf', () => {
  it('keeps a weekday and dates Saturday and Sunday on the Friday before', async () => {
    expect(await navDay('2026-11-27')).toBe('2026-11-27'); // Friday
    expect(await navDay('2026-11-28')).toBe('2026-11-27'); // Saturday
    expect(await navDay('2026-11-29')).toBe('2026-11-27'); // Sunday
    expect(await navDay('2026-11-30')).toBe('2026-11-30'); // Monday
  });
});
