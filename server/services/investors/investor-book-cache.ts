import 'server-only';
import { randomBytes } from 'node:crypto';
import type { InvestorSort } from '@/lib/forms/investors/investor-tabs';

// The BFF's copy of a distributor's investor list, so that the browser asks for one page or one search at
// a time and a book of 24,000 investors is not fetched from the registrar on every visit. Two tiers:
// the shared copy in the portal store (every instance reads the same one) and, in each process, the
// decoded copy with its indexes, used while its version is the shared one. Both are safe to lose
// (ARCHITECTURE.md): a copy that is gone is fetched again.

export interface Searchable {
  name: string;
  pan: string;
}

/** A list with the indexes its searches use, built once per fill rather than on every request. */
export interface IndexedBook<Row extends Searchable> {
  rows: readonly Row[];
  byPan: ReadonlyMap<string, readonly Row[]>;
  /** The names in lower case, in row order. */
  lowerNames: readonly string[];
}

export function indexBook<Row extends Searchable>(rows: readonly Row[]): IndexedBook<Row> {
  const byPan = new Map<string, Row[]>();
  const lowerNames: string[] = new Array(rows.length);
  rows.forEach((row, i) => {
    const same = byPan.get(row.pan);
    if (same) same.push(row);
    else byPan.set(row.pan, [row]);
    lowerNames[i] = row.name.toLowerCase();
  });
  return { rows, byPan, lowerNames };
}

/** Where the copies live between instances: the portal store (server/store/investor-books.ts). */
export interface SharedBooks<Row> {
  stamp(owner: string, list: string): Promise<{ version: string; fetchedAt: Date } | null>;
  read(owner: string, list: string): Promise<{ version: string; fetchedAt: Date; rows: Row[] } | null>;
  write(owner: string, list: string, rows: readonly Row[], fetchedAt: Date): Promise<{ version: string }>;
  drop(owner: string, list?: string): Promise<void>;
}

export interface BookCacheOptions<Row> {
  /** A copy older than this is still answered at once, and fetched again in the background. */
  refreshAfterMs: number;
  /** A copy older than this is stale: it is fetched again before answering. */
  maxAgeMs: number;
  /** Least recently used decoded copies go first when there are more than this many… */
  maxEntries: number;
  /** …or when they hold more rows than this between them. */
  maxRows: number;
  shared?: SharedBooks<Row>;
  /**
   * Lists kept in this process only (the Recent tab, which changes whenever an investor is opened: sharing
   * it would cost a write to the store on every investor read). Their `maxAgeMs` is `localMaxAgeMs`.
   */
  localOnly?: (list: string) => boolean;
  /**
   * How long this process trusts its copy without asking the store whether it is still the current one:
   * another instance's newer fill or invalidation takes effect here within this time.
   */
  trustMs?: number;
  localMaxAgeMs?: number;
  /** A background refresh or a shared write that failed (the answer already went out). */
  onError?: (err: unknown) => void;
  now?: () => number;
}

interface Entry<Row extends Searchable> {
  book: IndexedBook<Row>;
  version: string;
  fetchedAt: number;
  /** When the store last confirmed this is its current version. */
  checkedAt: number;
  /** The shared copy being written: until it is, this process's own copy is the newest. */
  writing?: Promise<void>;
}

export interface BookCache<Row extends Searchable> {
  /**
   * The list of `owner` (the signed-in user) for `list` (a tab). Fetched with `load` when there is no
   * copy, when it is stale, or when `fresh` asks for it (a tab change); a copy past `refreshAfterMs`
   * is answered and fetched again in the background. Concurrent calls share one load.
   */
  book(owner: string, list: string, load: () => Promise<Row[]>, opts?: { fresh?: boolean }): Promise<IndexedBook<Row>>;
  /** As `book`, but null instead of waiting for the registrar when there is no copy or it is stale. */
  peek(owner: string, list: string, load: () => Promise<Row[]>): Promise<IndexedBook<Row> | null>;
  /** Forgets one list of the owner, or all of them, here and in the shared store. */
  invalidate(owner: string, list?: string): Promise<void>;
  /** Decoded copies held in this process (for tests and diagnostics). */
  size(): number;
  /** Settles when no background refresh or shared write is under way (for tests and benchmarks). */
  idle(): Promise<void>;
}

const keyOf = (owner: string, list: string) => `${owner}\u0000${list}`;
const localVersion = () => `local-${randomBytes(6).toString('base64url')}`;

export function createBookCache<Row extends Searchable>(opts: BookCacheOptions<Row>): BookCache<Row> {
  const now = opts.now ?? Date.now;
  const local = (list: string) => opts.localOnly?.(list) ?? false;
  const sharedFor = (list: string) => (local(list) ? undefined : opts.shared);
  const maxAgeOf = (list: string) => (local(list) ? (opts.localMaxAgeMs ?? opts.maxAgeMs) : opts.maxAgeMs);
  const report = opts.onError ?? (() => undefined);
  const entries = new Map<string, Entry<Row>>();
  const loading = new Map<string, Promise<IndexedBook<Row>>>();
  const adopting = new Map<string, Promise<Entry<Row> | null>>();
  const background = new Set<Promise<unknown>>();
  let heldRows = 0;

  const track = (work: Promise<unknown>) => {
    background.add(work);
    void work.finally(() => background.delete(work));
  };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    heldRows -= entry.book.rows.length;
    entries.delete(key);
  }

  function keep(key: string, entry: Entry<Row>) {
    drop(key);
    entries.set(key, entry);
    heldRows += entry.book.rows.length;
    // A Map iterates in insertion order, and a read re-inserts: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= opts.maxEntries && heldRows <= opts.maxRows) break;
      if (oldest === key) continue;
      drop(oldest);
    }
  }

  /** Asks the registrar (once for all concurrent callers), keeps the copy here and shares it. */
  function fill(owner: string, list: string, load: () => Promise<Row[]>): Promise<IndexedBook<Row>> {
    const key = keyOf(owner, list);
    const pending = loading.get(key);
    if (pending) return pending;
    const started: Promise<IndexedBook<Row>> = load().then(
      (rows) => {
        const book = indexBook(rows);
        // Invalidated while loading (a favourite changed, say): answer this caller, keep nothing.
        if (loading.get(key) !== started) return book;
        loading.delete(key);
        const fetchedAt = now();
        const entry: Entry<Row> = { book, version: localVersion(), fetchedAt, checkedAt: fetchedAt };
        const shared = sharedFor(list);
        if (shared) {
          entry.writing = shared.write(owner, list, rows, new Date(fetchedAt)).then(
            ({ version }) => {
              entry.version = version;
              entry.writing = undefined;
            },
            (err: unknown) => {
              // Not shared, yet still good here; another instance will fetch its own.
              entry.writing = undefined;
              report(err);
            },
          );
          track(entry.writing);
        }
        keep(key, entry);
        return book;
      },
      (err: unknown) => {
        // A failure is never cached: the next request asks the registrar again.
        if (loading.get(key) === started) loading.delete(key);
        throw err;
      },
    );
    loading.set(key, started);
    return started;
  }

  /** Takes the shared copy into this process (decoded and indexed once per version). */
  function adopt(owner: string, list: string, version: string): Promise<Entry<Row> | null> {
    const key = keyOf(owner, list);
    const tag = `${key}\u0000${version}`;
    const pending = adopting.get(tag);
    if (pending) return pending;
    const started = opts.shared!.read(owner, list).then((stored) => {
      if (!stored) return null;
      const entry: Entry<Row> = { book: indexBook(stored.rows), version: stored.version, fetchedAt: stored.fetchedAt.getTime(), checkedAt: now() };
      keep(key, entry);
      return entry;
    });
    adopting.set(tag, started);
    void started.finally(() => adopting.delete(tag)).catch(() => undefined);
    return started;
  }

  /** This process's copy when it is the current one, else the shared copy, else null. */
  async function current(owner: string, list: string): Promise<Entry<Row> | null> {
    const key = keyOf(owner, list);
    const mineNow = entries.get(key);
    const shared = sharedFor(list);
    if (!shared || mineNow?.writing) return mineNow ?? null;
    if (mineNow && now() - mineNow.checkedAt < (opts.trustMs ?? 0)) return mineNow;
    let stamp;
    try {
      stamp = await shared.stamp(owner, list);
    } catch (err) {
      // The store did not answer: this process's copy (if any) still serves.
      report(err);
      return mineNow ?? null;
    }
    // Gone from the store: another instance dropped it (a favourite changed) or it was never shared.
    if (!stamp) return null;
    const mine = entries.get(key);
    if (mine && mine.version === stamp.version) {
      mine.checkedAt = now();
      return mine;
    }
    return adopt(owner, list, stamp.version).catch((err: unknown) => {
      report(err);
      return null;
    });
  }

  /** The current copy when it is not stale (fetched again in the background when old), else null. */
  async function usable(owner: string, list: string, load: () => Promise<Row[]>): Promise<IndexedBook<Row> | null> {
    const entry = await current(owner, list);
    const age = entry ? now() - entry.fetchedAt : Infinity;
    if (!entry || age >= maxAgeOf(list)) return null;
    const key = keyOf(owner, list);
    if (entries.get(key) === entry) {
      entries.delete(key);
      entries.set(key, entry);
    }
    if (age >= opts.refreshAfterMs && !loading.has(key)) {
      track(fill(owner, list, load).catch(report));
    }
    return entry.book;
  }

  return {
    async book(owner, list, load, { fresh = false } = {}) {
      if (fresh) return fill(owner, list, load);
      return (await usable(owner, list, load)) ?? fill(owner, list, load);
    },
    peek: usable,
    async invalidate(owner, list) {
      const prefix = keyOf(owner, list ?? '');
      const hit = (key: string) => (list === undefined ? key.startsWith(prefix) : key === prefix);
      const writes: Promise<void>[] = [];
      for (const [key, entry] of [...entries]) {
        if (!hit(key)) continue;
        if (entry.writing) writes.push(entry.writing);
        drop(key);
      }
      for (const key of [...loading.keys()]) if (hit(key)) loading.delete(key);
      const shared = list === undefined ? opts.shared : sharedFor(list);
      if (!shared) return;
      // A copy still being written would otherwise land after the drop and outlive it.
      await Promise.all(writes);
      await shared.drop(owner, list);
    },
    size: () => entries.size,
    async idle() {
      while (background.size) await Promise.allSettled([...background]);
    },
  };
}

export interface PageRequest {
  /** Exact PAN (upper case). */
  pan?: string;
  /** Part of the name, any case. */
  name?: string;
  offset: number;
  limit: number;
  /** By name or PAN, '-' for descending; the registrar's order otherwise. */
  sort?: InvestorSort;
}

export type { InvestorSort };

// A whole book sorted once per fill and order, so scrolling a sorted 24,000-row list sorts nothing again.
const sortedBooks = new WeakMap<object, Map<InvestorSort, readonly Searchable[]>>();

export function sortInvestors<Row extends Searchable>(rows: readonly Row[], sort: InvestorSort): Row[] {
  const desc = sort.startsWith('-');
  const field = sort.replace('-', '') as 'name' | 'pan';
  const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  const out = [...rows].sort((a, b) => collator.compare(a[field], b[field]));
  return desc ? out.reverse() : out;
}

function sortedBook<Row extends Searchable>(book: IndexedBook<Row>, sort: InvestorSort): readonly Row[] {
  const orders = sortedBooks.get(book) ?? new Map<InvestorSort, readonly Searchable[]>();
  sortedBooks.set(book, orders);
  const hit = orders.get(sort) as readonly Row[] | undefined;
  if (hit) return hit;
  const sorted = sortInvestors(book.rows, sort);
  orders.set(sort, sorted);
  return sorted;
}

/** One window of a list after an optional PAN or name search; `matched` counts the whole result. */
export function selectPage<Row extends Searchable>(book: IndexedBook<Row>, req: PageRequest): { matched: number; rows: Row[] } {
  let found: readonly Row[] = req.sort && !req.pan && !req.name ? sortedBook(book, req.sort) : book.rows;
  if (req.pan) found = book.byPan.get(req.pan) ?? [];
  else if (req.name) {
    const needle = req.name.toLowerCase();
    const hits: Row[] = [];
    book.lowerNames.forEach((name, i) => {
      if (name.includes(needle)) hits.push(book.rows[i]!);
    });
    found = req.sort ? sortInvestors(hits, req.sort) : hits;
  }
  return { matched: found.length, rows: found.slice(req.offset, req.offset + req.limit) };
}
