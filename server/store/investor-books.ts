import 'server-only';

import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './db';
import { openDraft, sealDraft } from './drafts';
import { investorBookCopies } from './schema/investor-books';

// The investor list copies every portal instance reads (server/services/investors/investor-book-cache.ts). Sealed
// with the drafts' key, bound to the owner and tab, so a row copied onto another owner's does not open.

export interface BookStamp {
  version: string;
  fetchedAt: Date;
}

export interface StoredBook<Row> extends BookStamp {
  rows: Row[];
}

/** Copies nobody has refreshed for this long are dropped when the next one is written. */
export const BOOK_COPY_MAX_AGE_MS = 24 * 3_600_000;

const KIND = 'investor-book';
const refOf = (owner: string, list: string) => ({ userId: owner, kind: KIND, pan: list });
const one = (owner: string, list: string) => and(eq(investorBookCopies.owner, owner), eq(investorBookCopies.list, list));

/** The version and age of the stored copy, without its rows: one primary-key read. */
export async function bookStamp(db: Db, owner: string, list: string): Promise<BookStamp | null> {
  const [row] = await db
    .select({ version: investorBookCopies.version, fetchedAt: investorBookCopies.fetchedAt })
    .from(investorBookCopies)
    .where(one(owner, list));
  return row ?? null;
}

/** The stored copy, or null when there is none or it no longer opens (another secret). */
export async function readBook<Row>(db: Db, owner: string, list: string): Promise<StoredBook<Row> | null> {
  const [row] = await db.select().from(investorBookCopies).where(one(owner, list));
  if (!row) return null;
  const rows = openDraft(row.sealed, refOf(owner, list));
  return Array.isArray(rows) ? { version: row.version, fetchedAt: row.fetchedAt, rows: rows as Row[] } : null;
}

/** Replaces the copy; returns its new stamp. */
export async function writeBook<Row>(db: Db, owner: string, list: string, rows: readonly Row[], fetchedAt = new Date()): Promise<BookStamp> {
  const version = randomBytes(9).toString('base64url');
  const sealed = sealDraft(rows, refOf(owner, list));
  const values = { version, fetchedAt, rowCount: rows.length, sealed };
  await db
    .insert(investorBookCopies)
    .values({ owner, list, ...values })
    .onConflictDoUpdate({ target: [investorBookCopies.owner, investorBookCopies.list], set: values });
  await db.delete(investorBookCopies).where(lt(investorBookCopies.fetchedAt, new Date(fetchedAt.getTime() - BOOK_COPY_MAX_AGE_MS)));
  return { version, fetchedAt };
}

/** Forgets one tab of the owner, or all of them. */
export async function dropBooks(db: Db, owner: string, list?: string): Promise<void> {
  await db.delete(investorBookCopies).where(list === undefined ? eq(investorBookCopies.owner, owner) : one(owner, list));
}
