import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { recordAudit, listAudit } from '@/server/store/audit';
import { closeDb, createDb, getDb } from '@/server/store/db';
import { readFileSync } from 'node:fs';
import { backends, rows } from './backends';

// As many applied migrations as the journal lists: each applied once, however often the store opens.
const MIGRATIONS = (JSON.parse(readFileSync('server/store/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries.length;

describe.each(backends)('migrations on $name', (backend) => {
  it('creates every table, with drizzle bookkeeping, in the target schema', async () => {
    const handle = await backend.open();
    try {
      const tables = await rows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = ${handle.schema}`,
      );
      const names = tables.map((t) => t.table_name);
      expect(names).toEqual(expect.arrayContaining(['signin_failures', 'signin_lockouts', 'audit_events']));
      if (handle.schema !== 'public') expect(names).toContain('__drizzle_migrations');
    } finally {
      await handle.close();
    }
  });

  it.runIf(backend.name === 'PostgreSQL')('lets instances that start together migrate once', async () => {
    const handle = await backend.open();
    try {
      const others = await Promise.all([handle.openAgain!(), handle.openAgain!(), handle.openAgain!()]);
      await Promise.all(others.map((other) => other.close()));
      const applied = await rows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from ${sql.identifier(handle.schema)}.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(MIGRATIONS);
    } finally {
      await handle.close();
    }
  });
});

describe('PGlite on disk', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await closeDb();
    delete process.env.PORTAL_DATA_DIR;
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('keeps data across reopen and applies migrations only once', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'portal');
    const first = await createDb({ dataDir });
    await recordAudit(first.db, { kind: 'sign-in', userId: 'arn-1001' });
    await first.close();

    const second = await createDb({ dataDir });
    try {
      expect(await listAudit(second.db, { userId: 'arn-1001' })).toHaveLength(1);
      const applied = await rows<{ n: number }>(
        second.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(MIGRATIONS);
    } finally {
      await second.close();
    }
  });

  it('getDb opens PORTAL_DATA_DIR once per process', async () => {
    process.env.PORTAL_DATA_DIR = tempDir();
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const [a, b] = await Promise.all([getDb(), getDb()]);
      expect(a).toBe(b);
      await recordAudit(a, { kind: 'sign-out', userId: 'arn-1001' });
      expect(await listAudit(await getDb(), { userId: 'arn-1001' })).toHaveLength(1);
    } finally {
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  });
});
