import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../../../sandbox/db/client';
import { IN_MEMORY, openDatabase } from '../../../sandbox/db/open';
import { navFirstDay, navWalk } from '../../../sandbox/domains/portfolio/portfolio';
import { aumBySchemes, bookTotals, brokerageByMonth, dashboardBook } from '../../../sandbox/domains/dashboard/portfolio-aum';
import { istDay } from '../../../sandbox/domains/schemes/schemes';
import { mulberry32 } from '../../../sandbox/seed/prng';
import { DEMO } from '../../../sandbox/seed/fixtures';

// AUM is computed from the stored records: the sum of units × the latest NAV, checked here
// against a plain query that reads each holding's NAV array itself.

let pg: SandboxDb;
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
    expect((await bookTotals(pg, { arn: DEMO.arn }, '117')).aum).toBeCloseTo(expected, 2);
    const bySchemes = await aumBySchemes(pg, { arn: DEMO.arn }, '117');
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

describe('book figures', () => {
  // Plain statements, one figure each, to hold the shared CTEs to.
  const plainBook = async (fund: string | null) => {
    const { rows } = await pg.query<{ schemes: number; investors: number }>(
      `select count(distinct (f.fund, h.scheme))::int as schemes, count(distinct f.pan)::int as investors
         from folios f join holdings h on h.acno = f.acno
        where f.arn = $1 and ($2::text is null or f.fund = $2) and h.units > 0`,
      [DEMO.arn, fund],
    );
    return rows[0];
  };

  it('counts each investor once across schemes and folios', async () => {
    for (const fund of ['117', null]) {
      const totals = await bookTotals(pg, { arn: DEMO.arn }, fund);
      const plain = await plainBook(fund);
      expect(totals).toMatchObject(plain ?? {});
      expect(plain?.investors).toBeGreaterThan(0);
    }
    const { rows } = await pg.query<{ scheme: string; plan: string; option: string; investors: number }>(
      `select h.scheme, h.plan, h.option, count(distinct f.pan)::int as investors
         from folios f join holdings h on h.acno = f.acno
        where f.arn = $1 and f.fund = '117' and h.units > 0 group by h.scheme, h.plan, h.option`,
      [DEMO.arn],
    );
    const bySchemes = await aumBySchemes(pg, { arn: DEMO.arn }, '117');
    expect(bySchemes.map((r) => `${r.scheme}/${r.plan}/${r.option}:${r.investors}`).sort()).toEqual(
      rows.map((r) => `${r.scheme}/${r.plan}/${r.option}:${r.investors}`).sort(),
    );
  });

  it('stores the last day of each series with it', async () => {
    const { rows } = await pg.query<{ wrong: number }>(
      `select count(*)::int as wrong from nav_series where last_day is distinct from first_day + cardinality(navs) - 1`,
    );
    expect(rows[0]?.wrong).toBe(0);
  });

  it('gives the dashboard the figures of the separate statements, in one', async () => {
    const today = istDay(new Date());
    const book = await dashboardBook(pg, { arn: DEMO.arn }, '117', today);
    const schemes = await aumBySchemes(pg, { arn: DEMO.arn }, null);
    expect(schemes.length).toBeGreaterThan(0);
    expect(book.schemes).toEqual(schemes.map(({ fund, category, value }) => ({ fund, category, value })));
    expect(book.totals).toEqual(await bookTotals(pg, { arn: DEMO.arn }, null));
    const brokerage = await brokerageByMonth(pg, DEMO.arn, '117', today);
    expect(book.brokerage).toEqual(brokerage);
    expect(brokerage).toHaveLength(6);
  });

  it('pays the running month on the book valued at the latest NAV', async () => {
    const today = istDay(new Date());
    const { rows } = await pg.query<{ amount: string }>(
      `select round(sum(h.units * n.navs[array_length(n.navs, 1)]) * 0.0075 / 12, 2) as amount
         from folios f join holdings h on h.acno = f.acno
         join nav_series n on n.fund = f.fund and n.scheme = h.scheme and n.plan = h.plan and n.option = h.option
        where f.arn = $1 and f.fund = '117' and h.units > 0`,
      [DEMO.arn],
    );
    const thisMonth = (await dashboardBook(pg, { arn: DEMO.arn }, '117', today)).brokerage.at(-1);
    expect(thisMonth?.amount).toBeGreaterThan(0);
    expect(thisMonth?.amount).toBe(Number(rows[0]?.amount));
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
