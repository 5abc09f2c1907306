import 'server-only';

// Answers remembered for a short time in this process: a cache that is safe to lose (ARCHITECTURE.md).
// An entry that is gone is simply asked again, and a failed read is never kept, so a refusal or an
// outage is not repeated to later callers. Concurrent callers of one key share the one answer in flight.

interface Remembered {
  at: number;
  answer: Promise<unknown>;
}

export interface ShortLivedCache {
  get<T>(key: string, ask: () => Promise<T>, now?: number): Promise<T>;
  forget(key: string): void;
}

/** `name` keeps one map per cache across module reloads in development (hot reload re-runs modules). */
export function shortLivedCache(name: string, ttlMs: number, maxEntries: number): ShortLivedCache {
  const shared = globalThis as typeof globalThis & { __portalShortLived?: Map<string, Map<string, Remembered>> };
  const all = (shared.__portalShortLived ??= new Map());
  const entries = all.get(name) ?? new Map<string, Remembered>();
  all.set(name, entries);

  return {
    get<T>(key: string, ask: () => Promise<T>, now = Date.now()): Promise<T> {
      const seen = entries.get(key);
      if (seen && now - seen.at < ttlMs) return seen.answer as Promise<T>;
      if (entries.size >= maxEntries) {
        for (const [k, e] of entries) if (now - e.at >= ttlMs) entries.delete(k);
        if (entries.size >= maxEntries) entries.clear();
      }
      const answer = ask();
      const entry = { at: now, answer };
      entries.set(key, entry);
      answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return answer;
    },
    forget(key: string) {
      entries.delete(key);
    },
  };
}
