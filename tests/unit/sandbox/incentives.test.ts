import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../../../sandbox/db/client';
import { incentiveFor } from '../../../lib/rules/new-investor-incentive';
import { IN_MEMORY, openDatabase } from '../../../sandbox/db/open';
import { payouts } from '../../../sandbox/domains/reports/earnings';
import { istDay } from '../../../sandbox/domains/schemes/schemes';
import { DEMO, FRESH, FUND_CODE, TXN } from '../../../sandbox/seed/fixtures';
import { WOMEN_FIRST_NAMES } from '../../../sandbox/seed/names';

// The registrar's brokerage carries the additional incentive for a few new investors of the demo book:
// PANs whose every folio opened within the payouts' months (and from 1 March 2026), women or from B30 cities.

let pg: SandboxDb;
beforeAll(async () => {
  pg = (await openDatabase(IN_MEMORY, 'demo')).pg;
}, 120_000);
afterAll(async () => {
  await pg?.close();
});

describe('the seeded new-investor incentives', () => {
  it('are a few of the demo book, each a new PAN on it, a woman or from a B30 city', async () => {
    const { rows } = await pg.query<{ pan: string; name: string; category: string; first_on: string; earliest: string; in_book: boolean }>(
      `select n.pan, i.name, n.category, to_char(n.first_on, 'YYYY-MM-DD') as first_on,
         (select to_char(min(opened), 'YYYY-MM-DD') from folios f where f.pan = n.pan) as earliest,
         exists (select 1 from book b where b.pan = n.pan and b.arn = n.arn) as in_book
       from new_investor_incentives n join investors i on i.pan = n.pan where n.arn = $1`,
      [DEMO.arn],
    );
    // Two new women investors and two new B30 investors.
    expect(rows.map((r) => r.category).sort()).toEqual(['B30', 'B30', 'W', 'W']);
    for (const r of rows) {
      expect(r.in_book).toBe(true);
      expect(r.first_on).toBe(r.earliest);
      expect(r.first_on >= '2026-03-01').toBe(true);
      expect(r.category === 'W').toBe(WOMEN_FIRST_NAMES.has(r.name.split(' ')[0] ?? ''));
    }
  });

  it('come with the month of the first investment, at 1% capped at Rs 2,000, and only on the demo book', async () => {
    const today = istDay(new Date());
    const list = await payouts(pg, DEMO.arn, FUND_CODE, today);
    const paid = list.flatMap((p) => p.incentives.map((x) => ({ ...x, from: p.from, to: p.to })));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    for (const x of paid) {
      expect(x.firstOn >= x.from && x.firstOn <= x.to).toBe(true);
      expect(x.amount).toBe(incentiveFor(x.firstAmount));
      expect(x.amount).toBeLessThanOrEqual(2000);
    }
    for (const arn of [TXN.arn, FRESH.arn]) {
      expect((await payouts(pg, arn, FUND_CODE, today)).flatMap((p) => p.incentives)).toEqual([]);
    }
  });
});
