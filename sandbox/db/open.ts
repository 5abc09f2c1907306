import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SandboxDb } from './client';
import { isPostgresUrl, openPostgres } from './postgres';
import { recreateSchema, SCHEMA_VERSION } from './schema';
import { getSetting, hasSettings, setSetting } from './settings';
import { analyseBook, seedDatabase } from '../seed/seed';
import type { Profile } from '../seed/fixtures';

export const IN_MEMORY = 'memory://';

// Any fixed number: every sandbox process opening one PostgreSQL database takes the same lock.
const OPEN_LOCK_ID = 7_117_401;

export interface OpenedDatabase {
  pg: SandboxDb;
  /** True on PostgreSQL: other sandbox processes may share the data, so nothing is kept in memory. */
  shared: boolean;
  /** Why the data was (re)seeded on open, or null when a seeded directory was kept as it was. */
  seeded: 'new' | 'schema' | 'profile' | null;
  seedMs: number;
}

/**
 * Opens the data directory (or a PostgreSQL database, `postgres://…`) and keeps its state when it already
 * holds this schema version and profile, so records a person created survive a restart; otherwise starts
 * it over from the seed.
 */
export async function openDatabase(location: string, profile: Profile): Promise<OpenedDatabase> {
  if (isPostgresUrl(location)) return openShared(location, profile);
  if (location !== IN_MEMORY) mkdirSync(location, { recursive: true });
  const pg = new PGlite(location);
  await pg.waitReady;
  try {
    return { pg, shared: false, ...(await prepare(pg, profile)) };
  } catch (err) {
    await pg.close();
    throw err;
  }
}

// Several sandbox processes start together on one database: one seeds it while the others wait on the
// lock, then find it seeded and keep it.
async function openShared(url: string, profile: Profile): Promise<OpenedDatabase> {
  const db = openPostgres(url);
  try {
    const lock = await db.pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [OPEN_LOCK_ID]);
      try {
        return { pg: db, shared: true, ...(await prepare(db, profile)) };
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [OPEN_LOCK_ID]);
      }
    } finally {
      lock.release();
    }
  } catch (err) {
    await db.close();
    throw err;
  }
}

async function prepare(pg: SandboxDb, profile: Profile): Promise<Pick<OpenedDatabase, 'seeded' | 'seedMs'>> {
  const seeded = await whyReseed(pg, profile);
  const started = Date.now();
  if (seeded) {
    if (seeded !== 'profile') await recreateSchema(pg);
    await setSetting(pg, 'clock_offset_minutes', '0');
    await seedDatabase(pg, profile, new Date());
  } else {
    await analyseBook(pg, profile);
  }
  return { seeded, seedMs: seeded ? Date.now() - started : 0 };
}

async function whyReseed(pg: SandboxDb, profile: Profile): Promise<OpenedDatabase['seeded']> {
  if (!(await hasSettings(pg))) return 'new';
  if ((await getSetting(pg, 'schema_version')) !== String(SCHEMA_VERSION)) return 'schema';
  // A missing profile also means an earlier seed did not finish.
  if ((await getSetting(pg, 'profile')) !== profile) return 'profile';
  return null;
}
