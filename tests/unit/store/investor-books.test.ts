import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db, DbHandle } from '@/server/store/db';
import { BOOK_COPY_MAX_AGE_MS, bookStamp, dropBooks, readBook, writeBook } from '@/server/store/investor-books';
import { createBookCache, type SharedBooks } from '@/server/services/investors/investor-book-cache';
import { backends, rows, type OpenedBackend } from './backends';

interface Row {
  name: string;
  pan: string;
}

const book = (n: number, tag = 'Investor'): Row[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${tag} ${String(i).padStart(5, '0')}`, pan: `ABCPA${String(i).padStart(4, '0')}Z` }));

const sharedOn = (db: Db): SharedBooks<Row> => ({
  stamp: (owner, list) => bookStamp(db, owner, list),
  read: (owner, list) => readBook<Row>(db, owner, list),
  write: (owner, list, r, at) => writeBook(db, owner, list, r, at),
  drop: (owner, list) => dropBooks(db, owner, list),
});

describe.each(backends)('the shared investor book copies on $name', (backend) => {
  let first: OpenedBackend;
  let second: DbHandle;
  let now = 1_000_000;

  // Every cache a test made: their writes to the store run in the background, and one still running when
  // the next test empties the table would land in that test's store.
  const made: { idle: () => Promise<unknown> }[] = [];
  const track = <C extends { idle: () => Promise<unknown> }>(cache: C): C => {
    made.push(cache);
    return cache;
  };
  afterEach(async () => {
    await Promise.all(made.splice(0).map((cache) => cache.idle()));
  });

  /** A portal instance: its own decoded copies, the store it shares with the other. */
  const instance = (db: Db) =>
    track(createBookCache<Row>({ refreshAfterMs: 60_000, maxAgeMs: 600_000, maxEntries: 10, maxRows: 100_000, shared: sharedOn(db), now: () => now }));

  beforeAll(async () => {
    first = await backend.open();
    // PostgreSQL: a second connection, as a second portal instance would have; PGlite has one per directory.
    second = first.openAgain ? await first.openAgain() : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first?.close();
  });
  beforeEach(async () => {
    await first.db.execute(sql`truncate investor_book_copies`);
    now = 1_000_000;
  });

  it('keeps only the sealed rows, bound to their owner and tab', async () => {
    await writeBook(first.db, 'demo@dit.test|ARN-112233', 'A', book(2), new Date(now));
    const [stored] = await rows<{ sealed: string; row_count: number }>(first.db, sql`select sealed, row_count from investor_book_copies`);
    expect(stored!.row_count).toBe(2);
    expect(stored!.sealed).not.toContain('ABCPA0000Z');
    expect((await readBook<Row>(first.db, 'demo@dit.test|ARN-112233', 'A'))?.rows).toEqual(book(2));
    // The same sealed text under another owner's row does not open.
    await first.db.execute(sql`update investor_book_copies set owner = 'txn@dit.test|ARN-445566'`);
    expect(await readBook(first.db, 'txn@dit.test|ARN-445566', 'A')).toBeNull();
  });

  it('is filled by one instance and read by the other without asking the registrar', async () => {
    const a = instance(first.db);
    const b = instance(second.db);
    const load = vi.fn(async () => book(24));
    await a.book('asha', 'A', load);
    await a.idle();
    const seen = await b.book('asha', 'A', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.rows).toEqual(book(24));
    expect(seen.byPan.get('ABCPA0007Z')).toEqual([book(24)[7]]);
  });

  it('follows a newer fill made by the other instance', async () => {
    const a = instance(first.db);
    const b = instance(second.db);
    await a.book('asha', 'A', async () => book(3));
    await a.idle();
    expect((await b.book('asha', 'A', async () => book(0))).rows).toHaveLength(3);
    // A tab change on instance A asks the registrar; B serves that answer next, decoded once.
    await a.book('asha', 'A', async () => book(5), { fresh: true });
    await a.idle();
    const next = await b.book('asha', 'A', async () => book(0));
    expect(next.rows).toHaveLength(5);
    expect(await b.book('asha', 'A', async () => book(0))).toBe(next);
  });

  it('is forgotten by every instance when one of them invalidates it (a favourite changed)', async () => {
    const a = instance(first.db);
    const b = instance(second.db);
    await a.book('asha', 'FAV', async () => book(2));
    await a.idle();
    await b.book('asha', 'FAV', async () => book(0));
    await b.invalidate('asha');
    expect(await bookStamp(first.db, 'asha', 'FAV')).toBeNull();
    const load = vi.fn(async () => book(1, 'New'));
    expect((await a.book('asha', 'FAV', load)).rows).toEqual(book(1, 'New'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('refreshes a shared copy in the background once it is old, and fetches a stale one before answering', async () => {
    const a = instance(first.db);
    const b = instance(second.db);
    await a.book('asha', 'A', async () => book(3));
    await a.idle();
    now += 60_000;
    const load = vi.fn(async () => book(4));
    expect((await b.book('asha', 'A', load)).rows).toHaveLength(3);
    await b.idle();
    expect(load).toHaveBeenCalledOnce();
    expect((await a.book('asha', 'A', load)).rows).toHaveLength(4);
    now += 600_000;
    expect((await a.book('asha', 'A', async () => book(6))).rows).toHaveLength(6);
  });

  it('peeks without waiting for the registrar, and trusts its own copy for a moment before asking the store again', async () => {
    const trusting = (db: Db) =>
      track(createBookCache<Row>({ refreshAfterMs: 60_000, maxAgeMs: 600_000, maxEntries: 10, maxRows: 100_000, trustMs: 2_000, shared: sharedOn(db), now: () => now }));
    const a = trusting(first.db);
    const b = trusting(second.db);
    const load = vi.fn(async () => book(3));
    expect(await a.peek('asha', 'A', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await a.book('asha', 'A', load);
    await a.idle();
    expect((await b.peek('asha', 'A', load))?.rows).toHaveLength(3);
    // B's drop reaches A once A's trust in its copy has run out.
    await b.invalidate('asha');
    expect(await a.peek('asha', 'A', load)).not.toBeNull();
    now += 2_000;
    expect(await a.peek('asha', 'A', load)).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('drops copies nobody refreshed for a day when the next one is written', async () => {
    await writeBook(first.db, 'old', 'A', book(1), new Date(now));
    await writeBook(first.db, 'new', 'A', book(1), new Date(now + BOOK_COPY_MAX_AGE_MS + 1));
    expect(await bookStamp(first.db, 'old', 'A')).toBeNull();
    expect(await bookStamp(first.db, 'new', 'A')).not.toBeNull();
  });
});
