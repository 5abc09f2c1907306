import 'server-only';

// A short per-session copy of a distributor's investor list, so that the browser asks for one page or
// one search at a time and a book of 20,000 investors is fetched from the registrar once a couple of
// minutes instead of on every scroll. ARCHITECTURE.md allows per-user memory only for caches that are
// safe to lose: an entry that is gone is simply fetched again.

export interface BookCacheOptions {
  /** How long a fetched list is served before it is fetched again. */
  ttlMs: number;
  /** Least recently used lists go first when there are more than this many… */
  maxEntries: number;
  /** …or when they hold more rows than this between them. */
  maxRows: number;
  now?: () => number;
}

interface Entry<Row> {
  rows: Row[];
  at: number;
}

export interface BookCache<Row> {
  /**
   * The list of `owner` (the signed-in user) for `list` (a tab), from the cache when it is younger
   * than the TTL, otherwise from `load`. `fresh` skips the cache. Concurrent calls share one load.
   */
  rows(owner: string, list: string, load: () => Promise<Row[]>, opts?: { fresh?: boolean }): Promise<Row[]>;
  /** Forgets one list of the owner, or all of them. */
  invalidate(owner: string, list?: string): void;
  /** Lists held now (for tests and diagnostics). */
  size(): number;
}

const keyOf = (owner: string, list: string) => `${owner}\u0000${list}`;

export function createBookCache<Row>(opts: BookCacheOptions): BookCache<Row> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<Row>>();
  const loading = new Map<string, Promise<Row[]>>();
  let heldRows = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    heldRows -= entry.rows.length;
    entries.delete(key);
  }

  function store(key: string, rows: Row[]) {
    drop(key);
    entries.set(key, { rows, at: now() });
    heldRows += rows.length;
    // A Map iterates in insertion order, and a read re-inserts: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= opts.maxEntries && heldRows <= opts.maxRows) break;
      if (oldest === key) continue;
      drop(oldest);
    }
  }

  return {
    async rows(owner, list, load, { fresh = false } = {}) {
      const key = keyOf(owner, list);
      const entry = entries.get(key);
      if (entry && !fresh && now() - entry.at < opts.ttlMs) {
        entries.delete(key);
        entries.set(key, entry);
        return entry.rows;
      }
      const pending = loading.get(key);
      if (pending) return pending;
      const started: Promise<Row[]> = load().then(
        (rows) => {
          // Invalidated while loading (a favourite changed, say): answer this caller, keep nothing.
          if (loading.get(key) === started) {
            loading.delete(key);
            store(key, rows);
          }
          return rows;
        },
        (err: unknown) => {
          // A failure is never cached: the next request asks the registrar again.
          if (loading.get(key) === started) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, started);
      return started;
    },
    invalidate(owner, list) {
      const prefix = keyOf(owner, list ?? '');
      const hit = (key: string) => (list === undefined ? key.startsWith(prefix) : key === prefix);
      for (const key of [...entries.keys()]) if (hit(key)) drop(key);
      for (const key of [...loading.keys()]) if (hit(key)) loading.delete(key);
    },
    size: () => entries.size,
  };
}

export interface PageRequest {
  /** Exact PAN (upper case). */
  pan?: string;
  /** Part of the name, any case. */
  name?: string;
  offset: number;
  limit: number;
}

export interface Searchable {
  name: string;
  pan: string;
}

/** One window of a list after an optional PAN or name search; `matched` counts the whole result. */
export function selectPage<Row extends Searchable>(rows: readonly Row[], req: PageRequest): { matched: number; rows: Row[] } {
  let found: readonly Row[] = rows;
  if (req.pan) found = rows.filter((r) => r.pan === req.pan);
  else if (req.name) {
    const needle = req.name.toLowerCase();
    found = rows.filter((r) => r.name.toLowerCase().includes(needle));
  }
  return { matched: found.length, rows: found.slice(req.offset, req.offset + req.limit) };
}
