import pg from 'pg';
import type { Db, SandboxDb } from './client';

// The sandbox on a PostgreSQL server, so several sandbox processes serve one registrar's data
// (SANDBOX_DATABASE_URL). Its queries were written against PGlite, which runs one statement at a time;
// here they run side by side, so:
// - every transaction is SERIALIZABLE and is run again when PostgreSQL reports a conflict: the outcome
//   is the same as if the calls had come one after another, which is what the registrar's rules assume
//   (the next folio number, a mandate's headroom, "already submitted");
// - values come back in PGlite's types (int8 as a number, dates at UTC midnight), so the handlers read
//   the same row whichever database answered.

/** SQLSTATEs of a transaction PostgreSQL gave up on because of another: safe to run again from the start. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 20;

const int8Array = pg.types.getTypeParser(1016 as Parameters<typeof pg.types.getTypeParser>[0]);

/** PGlite's parsers for the types whose node-postgres default differs. */
const PARSERS: Record<number, (value: string) => unknown> = {
  20: Number,
  1016: (value) => (int8Array(value) as (string | null)[]).map((v) => (v === null ? null : Number(v))),
  1082: (value) => new Date(`${value}T00:00:00Z`),
  1114: (value) => new Date(`${value.replace(' ', 'T')}Z`),
};

const types = {
  getTypeParser: ((oid: number, format?: string) =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Queryable = Pick<pg.PoolClient, 'query'>;

const asDb = (client: Queryable): Db => ({
  async query<T>(sql: string, params?: unknown[]) {
    const result = await client.query(sql, params as unknown[]);
    return { rows: result.rows as T[] };
  },
  // Without parameters node-postgres uses the simple protocol, which runs several statements like PGlite's exec.
  exec: (sql) => client.query(sql),
});

/**
 * A transaction's one connection, its statements one after another: handlers may ask for several at once
 * (Promise.all), which PGlite queues and node-postgres would refuse in its next major version.
 */
function inTurn(db: Db): Db {
  let last: Promise<unknown> = Promise.resolve();
  const turn = <R>(work: () => Promise<R>): Promise<R> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
  return { query: (sql, params) => turn(() => db.query(sql, params)), exec: (sql) => turn(() => db.exec(sql)) };
}

export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location);

export function openPostgres(url: string, opts: { max?: number } = {}): SandboxDb & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    types,
    // PGlite's sessions are in UTC; text dates and timestamps must read the same here.
    options: '-c TimeZone=UTC',
  });
  // An idle connection the server dropped is replaced on the next query; it must not end the process.
  pool.on('error', () => undefined);
  const direct = asDb(pool);
  return {
    pool,
    query: direct.query,
    exec: direct.exec,
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        const client = await pool.connect();
        try {
          await client.query('begin isolation level serializable');
          const result = await fn(inTurn(asDb(client)));
          await client.query('commit');
          return result;
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          const code = (err as { code?: string }).code;
          if (attempt >= MAX_ATTEMPTS || !code || !RETRYABLE.has(code)) throw err;
        } finally {
          client.release();
        }
        // A short random wait, so two transactions that collided do not collide again in step.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    },
    close: () => pool.end(),
  };
}
