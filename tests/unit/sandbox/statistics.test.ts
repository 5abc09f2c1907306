import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../../../sandbox/db/client';
import { IN_MEMORY, openDatabase } from '../../../sandbox/db/open';
import { truncateData } from '../../../sandbox/db/schema';
import { seedDatabase } from '../../../sandbox/seed/seed';

// The seed ends with ANALYZE, so the dashboard's statements are planned with statistics from the
// first query on (sandbox/seed/seed.ts). A reset truncates the tables, which leaves them without a
// row count, and seeds again: the statistics have to be taken again too.

const ANALYSED = ['folios', 'holdings'];

let pg: SandboxDb;
beforeAll(async () => {
  pg = (await openDatabase(IN_MEMORY, 'demo')).pg;
});
afterAll(async () => {
  await pg?.close();
});

/** Per table: the planner's row count (-1 when never counted), the actual count, and how many columns have statistics. */
async function statistics() {
  const out: { table: string; reltuples: number; rows: number; columns: number }[] = [];
  for (const table of ANALYSED) {
    const { rows: planner } = await pg.query<{ reltuples: number; columns: number }>(
      `select c.reltuples::int as reltuples,
         (select count(*)::int from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname) as columns
       from pg_class c where c.oid = $1::regclass`,
      [table],
    );
    const { rows: counted } = await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    out.push({ table, reltuples: planner[0]?.reltuples ?? NaN, columns: planner[0]?.columns ?? 0, rows: counted[0]?.n ?? 0 });
  }
  return out;
}

describe('planner statistics', () => {
  it('the demo seed analyses folios and holdings', async () => {
    const stats = await statistics();
    expect(stats.map((s) => s.table)).toEqual(ANALYSED);
    for (const s of stats) {
      expect(s.rows).toBeGreaterThan(0);
      expect(s.reltuples).toBe(s.rows);
      expect(s.columns).toBeGreaterThan(0);
    }
  });

  it('a reseed, as a reset runs it, counts the new rows again', async () => {
    await pg.transaction((tx) => truncateData(tx));
    expect((await statistics()).map((s) => s.reltuples)).toEqual([-1, -1]);
    await seedDatabase(pg, 'demo', new Date());
    for (const s of await statistics()) {
      expect(s.rows).toBeGreaterThan(0);
      expect(s.reltuples).toBe(s.rows);
    }
  });
});

describe('a kept data directory', () => {
  it('gets its statistics back on open, when it was seeded without them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-statistics-'));
    try {
      const first = await openDatabase(dir, 'demo');
      // What a directory seeded before the seed analysed looks like: no statistics for the book.
      await first.pg.exec("delete from pg_statistic where starelid in ('folios'::regclass, 'holdings'::regclass)");
      await first.pg.close();
      const kept = await openDatabase(dir, 'demo');
      try {
        expect(kept.seeded).toBeNull();
        const { rows } = await kept.pg.query<{ tablename: string }>(
          "select distinct tablename from pg_stats where schemaname = 'public' and tablename in ('folios', 'holdings') order by tablename",
        );
        expect(rows.map((r) => r.tablename)).toEqual(['folios', 'holdings']);
      } finally {
        await kept.pg.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
