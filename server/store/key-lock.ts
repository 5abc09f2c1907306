import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './db';

/**
 * Runs `work` in a transaction that holds a lock on each key, so a check-then-count on those keys is
 * atomic across requests and portal instances (PostgreSQL and PGlite alike). Transaction-scoped
 * advisory locks need no rows to exist yet and are released at commit; keys are taken in one order
 * so two callers can never wait on each other.
 */
export async function serialised<T>(db: Db, keys: string[], work: (tx: Db) => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  return db.transaction(async (tx) => {
    for (const key of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7117))`);
    return work(tx as unknown as Db);
  });
}
