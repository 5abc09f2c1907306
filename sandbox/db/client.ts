/**
 * What queries need: the database and a transaction satisfy it alike (PGlite's or PostgreSQL's,
 * sandbox/db/postgres.ts), so a query function runs alone or inside a caller's transaction.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** The sandbox's database: an embedded PGlite directory (one process) or a PostgreSQL (several). */
export interface SandboxDb extends Db {
  /** The callback's writes land together or not at all; on PostgreSQL it may run more than once (a retry). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Quotes an identifier that comes from code (table and column names), never from a request. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and Postgres unpacks
 * them, which seeds tens of thousands of rows in a fraction of a second where one INSERT per row
 * would take minutes under PGlite.
 */
export async function bulkInsert(db: Db, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).map(ident).join(', ');
  const CHUNK = 20_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.query(
      `insert into ${ident(table)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [json],
    );
  }
}
