import type { Transaction } from '@electric-sql/pglite';

/**
 * What queries need: both the PGlite instance and a transaction satisfy it, so a query function
 * runs alone or inside a caller's transaction alike.
 */
export type Db = Pick<Transaction, 'query' | 'exec'>;

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
