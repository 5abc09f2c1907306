import 'server-only';

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Both drivers' databases are PgDatabase subclasses; store code is written against this common shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DbHandle = { db: Db; close: () => Promise<void> };

export type CreateDbOptions = {
  /** PostgreSQL connection string; wins over the PGlite options. */
  url?: string;
  /** PGlite data directory; omitted (with no `pglite` either) means in-memory. */
  dataDir?: string;
  /** An existing PGlite instance (tests); closed by the handle's close(). */
  pglite?: PGlite;
  /** Where drizzle records applied migrations; tests point it at their own throwaway schema. */
  migrationsSchema?: string;
  migrationsFolder?: string;
};

// Any fixed number works; it only has to be the same for every portal instance sharing a database.
const MIGRATION_LOCK_ID = 7_117_001;

const defaultMigrationsFolder = () => path.join(process.cwd(), 'server/store/migrations');

/** Opens a database and brings its schema up to date. Not memoised: each call owns its connection. */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const config = {
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder(),
    migrationsSchema: options.migrationsSchema,
  };
  return options.url ? openPostgres(options.url, config) : openPglite(options, config);
}

type MigrateConfig = { migrationsFolder: string; migrationsSchema?: string };

// Drivers are imported on demand so a PostgreSQL deployment never loads the PGlite wasm, and vice versa.
async function openPostgres(url: string, config: MigrateConfig): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url });
  const db = drizzle({ client: pool });
  try {
    // Several portal instances may start together; the advisory lock lets exactly one run the migrations
    // while the others wait and then find nothing left to do.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migrate(db, config);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}

async function openPglite(options: CreateDbOptions, config: MigrateConfig): Promise<DbHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  const db = drizzle({ client });
  try {
    await migrate(db, config);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

// Kept on globalThis, not in module scope: the production build bundles this module into the page
// chunks and the route-handler chunks separately, and two PGlite instances on one data directory
// would each keep their own copy (a draft saved by a handler would be invisible to a page).
const shared = globalThis as typeof globalThis & { __portalStore?: Promise<DbHandle> };

/** The portal's database, opened and migrated once per process. */
export function getDb(): Promise<Db> {
  if (!shared.__portalStore) {
    const url = process.env.DATABASE_URL;
    const attempt = createDb(url ? { url } : { dataDir: process.env.PORTAL_DATA_DIR ?? '.data/portal' });
    // A failed start (server down, bad URL) must not be cached for the life of the process.
    attempt.catch(() => {
      if (shared.__portalStore === attempt) shared.__portalStore = undefined;
    });
    shared.__portalStore = attempt;
  }
  return shared.__portalStore.then((handle) => handle.db);
}

export async function closeDb(): Promise<void> {
  const handle = shared.__portalStore;
  shared.__portalStore = undefined;
  // A start that failed has nothing to close.
  const opened = await handle?.catch(() => undefined);
  await opened?.close();
}
