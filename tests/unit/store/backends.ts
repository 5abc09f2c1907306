import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql as drizzleSql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import pg from 'pg';
import { createDb, type Db, type DbHandle } from '@/server/store/db';

export type OpenedBackend = DbHandle & {
  schema: string;
  /** Another connection to the same database, as a second portal instance would open it (PostgreSQL only). */
  openAgain?: () => Promise<DbHandle>;
};
export type Backend = { name: string; open: () => Promise<OpenedBackend> };

const pglite: Backend = {
  name: 'PGlite',
  open: async () => ({ ...(await createDb({ pglite: new PGlite() })), schema: 'public' }),
};

/**
 * Each open() gets its own throwaway schema: search_path puts the tables there and migrationsSchema puts
 * drizzle's bookkeeping there too, so parallel runs and the real portal schema never see each other.
 */
function postgres(baseUrl: string): Backend {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const schema = `portal_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
      await admin.end();

      const url = new URL(baseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const openAgain = () => createDb({ url: url.toString(), migrationsSchema: schema });
      const handle = await openAgain();
      return {
        ...handle,
        schema,
        openAgain,
        close: async () => {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: baseUrl });
          await cleanup.connect();
          await cleanup.query(`drop schema "${schema}" cascade`);
          await cleanup.end();
        },
      };
    },
  };
}

export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

/** The two drivers return different result objects from execute(); both carry `rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Opens the backend once for a describe block and empties `tables` before each test; `db()` is the open
 * database. The store tests written before this helper still open their backend by hand.
 */
export function useBackend(backend: Backend, tables: string): () => Db {
  let handle: OpenedBackend | undefined;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    await handle!.db.execute(drizzleSql.raw(`truncate ${tables}`));
  });
  return () => handle!.db;
}
