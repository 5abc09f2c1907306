import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../../../sandbox/db/client';
import { IN_MEMORY, openDatabase } from '../../../sandbox/db/open';
import { seedDatabase } from '../../../sandbox/seed/seed';

// A reset keeps the stored NAV series when they are what the seed would write, and writes them afresh
// otherwise (sandbox/domains/portfolio/portfolio-seed.ts): a reset on another day, or on a table that
// has lost rows, must never leave yesterday's or missing NAVs behind.

let pg: SandboxDb;
beforeAll(async () => {
  pg = (await openDatabase(IN_MEMORY, 'demo')).pg;
});
afterAll(async () => {
  await pg?.close();
});

const DAY = 86_400_000;
const noon = (day: string) => new Date(`${day}T06:30:00Z`);

async function series() {
  const { rows } = await pg.query<{ n: number; last: string; sum: string }>(
    `select count(*)::int as n, max(last_day)::text as last, sum(navs[1])::text as sum from nav_series`,
  );
  return rows[0];
}

describe('the NAV series on a reset', () => {
  it('are kept as they are on the same day, and end on the new day after a reset on the next', async () => {
    await seedDatabase(pg, 'demo', noon('2026-11-30'));
    const first = await series();
    expect(first?.last).toBe('2026-11-30');
    await seedDatabase(pg, 'demo', noon('2026-11-30'));
    expect(await series()).toEqual(first);

    await seedDatabase(pg, 'demo', new Date(noon('2026-11-30').getTime() + DAY));
    const next = await series();
    expect(next?.n).toBe(first?.n);
    expect(next?.last).toBe('2026-12-01');
  });

  it('are written again when rows are missing', async () => {
    await seedDatabase(pg, 'demo', noon('2026-11-30'));
    const whole = await series();
    await pg.exec(`delete from nav_series where scheme in (select scheme from nav_series limit 3)`);
    expect((await series())?.n).toBeLessThan(whole?.n ?? 0);
    await seedDatabase(pg, 'demo', noon('2026-11-30'));
    expect(await series()).toEqual(whole);
  });
});
