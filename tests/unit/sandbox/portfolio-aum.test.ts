import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY, openDatabase } from '../../../sandbox/db/open';
import { navFirstDay, navWalk } from '../../../sandbox/domains/portfolio';
import { aumBySchemes, bookTotals } from '../../../sandbox/domains/portfolio-aum';
import { mulberry32 } from '../../../sandbox/seed/prng';
import { DEMO } from '../../../sandbox/seed/fixtures';

// AUM is computed from the stored records: the sum of units × the latest NAV, checked here
// against a plain query that reads each holding's NAV array itself.

let pg: PGlite;
beforeAll(async () => {
  pg = (await openDatabase(IN_MEMORY, 'demo')).pg;
});
afterAll(async () => {
  await pg?.close();
});

describe('book AUM', () => {
  it('equals the sum over holdings of units × latest NAV', async () => {
    const { rows } = await pg.query<{ total: string }>(
      `select sum(h.units * n.navs[array_length(n.navs, 1)]) as total
         from folios f join holdings h on h.acno = f.acno
         join nav_series n on n.fund = f.fund and n.scheme = h.scheme and n.plan = h.plan and n.option = h.option
        where f.arn = $1 and f.fund = '117'`,
      [DEMO.arn],
    );
    const expected = Number(rows[0]?.total);
    expect(expected).toBeGreaterThan(0);
    expect((await bookTotals(pg, DEMO.arn, '117')).aum).toBeCloseTo(expected, 2);
    const bySchemes = await aumBySchemes(pg, DEMO.arn, '117');
    expect(bySchemes.reduce((s, r) => s + Number(r.value), 0)).toBeCloseTo(expected, 2);
  });

  it('stores five years of daily NAV for every scheme of the master', async () => {
    const { rows } = await pg.query<{ missing: number; short: number }>(
      `select (select count(*)::int from schemes s where not exists (select 1 from nav_series n
                where (n.fund, n.scheme, n.plan, n.option) = (s.fund, s.scheme, s.plan, s.option))) as missing,
              (select count(*)::int from nav_series where cardinality(navs) < 5 * 365) as short`,
    );
    expect(rows[0]).toEqual({ missing: 0, short: 0 });
  });
});

describe('navWalk', () => {
  it('is deterministic, positive, and flat at weekends', () => {
    const a = navWalk(mulberry32(7), 'Equity', '2021-01-01', '2021-03-31', 'RG', 'G');
    const b = navWalk(mulberry32(7), 'Equity', '2021-01-01', '2021-03-31', 'RG', 'G');
    expect(a).toEqual(b);
    expect(a).toHaveLength(90);
    expect(a.every((v) => v > 0)).toBe(true);
    // 2021-01-02 and 01-03 are a Saturday and a Sunday: Friday's NAV carries over.
    expect(a[1]).toBe(a[0]);
    expect(a[2]).toBe(a[0]);
  });

  it('starts five calendar years before the last day', () => {
    expect(navFirstDay('2026-11-22')).toBe('2021-11-22');
  });
});
