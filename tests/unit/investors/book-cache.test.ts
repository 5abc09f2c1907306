import { describe, expect, it, vi } from 'vitest';
import { createBookCache, indexBook, selectPage } from '@/server/services/investors/investor-book-cache';

interface Row {
  name: string;
  pan: string;
}

const book = (owner: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${owner} Investor ${String(i).padStart(5, '0')}`, pan: `ABCP${owner[0]}${String(i).padStart(4, '0')}Z` }));

function setup(opts: { refreshAfterMs?: number; maxAgeMs?: number; maxEntries?: number; maxRows?: number } = {}) {
  let now = 0;
  const cache = createBookCache<Row>({
    refreshAfterMs: opts.refreshAfterMs ?? 120_000,
    maxAgeMs: opts.maxAgeMs ?? 120_000,
    maxEntries: opts.maxEntries ?? 10,
    maxRows: opts.maxRows ?? 1_000_000,
    now: () => now,
  });
  const load = vi.fn(async (owner: string) => book(owner, 3));
  return { cache, load, tick: (ms: number) => (now += ms) };
}

describe('the per-session book cache', () => {
  it('serves a list from memory until it is stale, then asks again before answering', async () => {
    const { cache, load, tick } = setup({ maxAgeMs: 120_000 });
    const read = () => cache.book('asha', 'A', () => load('asha'));
    await read();
    tick(119_999);
    await read();
    expect(load).toHaveBeenCalledTimes(1);
    tick(1);
    await read();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each user and each tab apart', async () => {
    const { cache } = setup();
    const asha = await cache.book('asha|ARN-1', 'A', async () => book('Asha', 2));
    const vikram = await cache.book('vikram|ARN-2', 'A', async () => book('Vikram', 5));
    const ashaFav = await cache.book('asha|ARN-1', 'FAV', async () => book('Fav', 1));
    expect(asha.rows.map((r) => r.name)).toEqual(['Asha Investor 00000', 'Asha Investor 00001']);
    expect(vikram.rows).toHaveLength(5);
    expect(ashaFav.rows).toHaveLength(1);
    // A second read by Vikram is served his own list, never Asha's.
    expect(await cache.book('vikram|ARN-2', 'A', async () => [])).toBe(vikram);
    expect(await cache.book('asha|ARN-1', 'A', async () => [])).toBe(asha);
  });

  it('reloads when asked for a fresh list (a tab change)', async () => {
    const { cache, load } = setup();
    await cache.book('asha', 'A', () => load('asha'));
    await cache.book('asha', 'A', () => load('asha'), { fresh: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among concurrent requests', async () => {
    const { cache, load } = setup();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.book('asha', 'A', () => load('asha'))));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('never keeps a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.book('asha', 'A', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await cache.book('asha', 'A', () => load('asha'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets one list or all lists of a user, and keeps others', async () => {
    const { cache, load } = setup();
    for (const tab of ['A', 'FAV', 'R']) await cache.book('asha', tab, () => load('asha'));
    await cache.book('vikram', 'A', () => load('vikram'));
    await cache.invalidate('asha', 'R');
    expect(cache.size()).toBe(3);
    await cache.invalidate('asha');
    expect(cache.size()).toBe(1);
    await cache.book('vikram', 'A', () => load('vikram'));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a list whose load was under way when it was invalidated', async () => {
    const { cache, load } = setup();
    let release: ((rows: Row[]) => void) | null = null;
    const slow = cache.book('asha', 'FAV', () => new Promise<Row[]>((r) => (release = r)));
    await vi.waitFor(() => expect(release).not.toBeNull());
    await cache.invalidate('asha');
    release!(book('old', 1));
    expect((await slow).rows).toHaveLength(1);
    await cache.book('asha', 'FAV', () => load('asha'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the least recently used lists go, by count and by rows held', async () => {
    const byCount = setup({ maxEntries: 2 });
    await byCount.cache.book('a', 'A', () => byCount.load('a'));
    await byCount.cache.book('b', 'A', () => byCount.load('b'));
    await byCount.cache.book('a', 'A', () => byCount.load('a')); // a is now the most recent
    await byCount.cache.book('c', 'A', () => byCount.load('c')); // b goes
    expect(byCount.cache.size()).toBe(2);
    await byCount.cache.book('a', 'A', () => byCount.load('a'));
    expect(byCount.load).toHaveBeenCalledTimes(3);
    await byCount.cache.book('b', 'A', () => byCount.load('b'));
    expect(byCount.load).toHaveBeenCalledTimes(4);

    const byRows = setup({ maxRows: 5 });
    await byRows.cache.book('a', 'A', () => byRows.load('a'));
    await byRows.cache.book('b', 'A', () => byRows.load('b')); // 6 rows held: a goes
    expect(byRows.cache.size()).toBe(1);
  });
});

describe('pages and searches of a cached list', () => {
  const rows = book('Big', 20_000);
  const big = indexBook(rows);

  it('answers one window and the full count', () => {
    const page = selectPage(big, { offset: 19_950, limit: 100 });
    expect(page.matched).toBe(20_000);
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]).toBe(rows[19_950]);
    expect(selectPage(big, { offset: 0, limit: 100 }).rows).toEqual(rows.slice(0, 100));
    expect(selectPage(big, { offset: 30_000, limit: 100 }).rows).toEqual([]);
  });

  it('finds a PAN exactly', () => {
    const pan = rows[12_345]!.pan;
    expect(selectPage(big, { pan, offset: 0, limit: 50 })).toEqual({ matched: 1, rows: [rows[12_345]] });
    expect(selectPage(big, { pan: 'ZZZPZ9999Z', offset: 0, limit: 50 })).toEqual({ matched: 0, rows: [] });
  });

  it('finds names containing the text, in any case, and pages through them', () => {
    const found = selectPage(big, { name: 'investor 1999', offset: 0, limit: 5 });
    expect(found.matched).toBe(10); // 19990…19999
    expect(found.rows.map((r) => r.name)).toEqual(['Big Investor 19990', 'Big Investor 19991', 'Big Investor 19992', 'Big Investor 19993', 'Big Investor 19994']);
    expect(selectPage(big, { name: 'INVESTOR 1999', offset: 8, limit: 5 }).rows.map((r) => r.name)).toEqual(['Big Investor 19998', 'Big Investor 19999']);
  });
});

describe('a copy past its refresh age', () => {
  it('is answered at once and fetched again in the background; the next read gets the new copy', async () => {
    const { cache, tick } = setup({ refreshAfterMs: 60_000, maxAgeMs: 600_000 });
    let size = 3;
    const load = vi.fn(async () => book('Asha', size));
    await cache.book('asha', 'A', load);
    tick(59_999);
    await cache.book('asha', 'A', load);
    expect(load).toHaveBeenCalledTimes(1);
    tick(1);
    size = 4;
    // Old, not stale: the answer is the copy in hand, while one refresh (not one per read) runs.
    const answered = await Promise.all([cache.book('asha', 'A', load), cache.book('asha', 'A', load)]);
    expect(answered.map((b) => b.rows.length)).toEqual([3, 3]);
    await cache.idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect((await cache.book('asha', 'A', load)).rows).toHaveLength(4);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the copy in hand when the background refresh fails, and reports the failure', async () => {
    let now = 0;
    const onError = vi.fn();
    const cache = createBookCache<Row>({ refreshAfterMs: 10, maxAgeMs: 1_000, maxEntries: 5, maxRows: 100, now: () => now, onError });
    await cache.book('asha', 'A', async () => book('Asha', 2));
    now = 20;
    expect((await cache.book('asha', 'A', async () => Promise.reject(new Error('down')))).rows).toHaveLength(2);
    await cache.idle();
    expect(onError).toHaveBeenCalledOnce();
    expect((await cache.book('asha', 'A', async () => book('Asha', 5))).rows).toHaveLength(2);
  });
});

describe('the indexes of a fill', () => {
  it('are built once per fill: PAN and lower-cased names in row order, duplicates kept', () => {
    const rows = [
      { name: 'Ravi SHARMA', pan: 'BKFPS4821K' },
      { name: 'Meera Nair', pan: 'CQWPM7310L' },
      { name: 'Ravi Sharma (joint)', pan: 'BKFPS4821K' },
    ];
    const indexed = indexBook(rows);
    expect(indexed.lowerNames).toEqual(['ravi sharma', 'meera nair', 'ravi sharma (joint)']);
    expect(indexed.byPan.get('BKFPS4821K')).toEqual([rows[0], rows[2]]);
    expect(selectPage(indexed, { pan: 'BKFPS4821K', offset: 1, limit: 5 })).toEqual({ matched: 2, rows: [rows[2]] });
    expect(selectPage(indexed, { name: 'SHARMA', offset: 0, limit: 5 }).rows).toEqual([rows[0], rows[2]]);
  });

  it('are not rebuilt by reads: every read of one fill gets the same indexed copy', async () => {
    const { cache, load } = setup();
    const first = await cache.book('asha', 'A', () => load('asha'));
    const second = await cache.book('asha', 'A', () => load('asha'));
    expect(second).toBe(first);
    expect(second.byPan).toBe(first.byPan);
  });
});

describe('a list kept in the process only (the Recent tab)', () => {
  it('never reads or writes the shared store, and forgetting it costs the store nothing', async () => {
    const shared = {
      stamp: vi.fn(async () => null),
      read: vi.fn(async () => null),
      write: vi.fn(async () => ({ version: 'v1' })),
      drop: vi.fn(async () => undefined),
    };
    let now = 0;
    const cache = createBookCache<Row>({
      refreshAfterMs: 60_000, maxAgeMs: 600_000, localMaxAgeMs: 30_000, maxEntries: 5, maxRows: 100,
      shared, localOnly: (list) => list === 'R', now: () => now,
    });
    const load = vi.fn(async () => book('Asha', 2));
    await cache.book('asha', 'R', load);
    await cache.book('asha', 'R', load);
    await cache.invalidate('asha', 'R');
    await cache.book('asha', 'R', load);
    now = 30_000;
    await cache.book('asha', 'R', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(shared.stamp).not.toHaveBeenCalled();
    expect(shared.write).not.toHaveBeenCalled();
    expect(shared.drop).not.toHaveBeenCalled();
    // The shared lists still go through the store.
    await cache.book('asha', 'A', load);
    await cache.idle();
    expect(shared.write).toHaveBeenCalledOnce();
    await cache.invalidate('asha');
    expect(shared.drop).toHaveBeenCalledWith('asha', undefined);
  });
});

describe('sorting the list', () => {
  const people = indexBook([
    { name: 'Ravi Sharma', pan: 'BKFPS4821K' },
    { name: 'anita Verma', pan: 'AMNPV5512Q' },
    { name: 'Meera Nair', pan: 'CQWPM7310L' },
  ]);
  it('orders the whole book by name or PAN either way, and a name search within its hits', () => {
    const names = (sort: 'name' | '-name' | 'pan' | '-pan', name?: string) => selectPage(people, { offset: 0, limit: 10, sort, name }).rows.map((r) => r.name);
    expect(names('name')).toEqual(['anita Verma', 'Meera Nair', 'Ravi Sharma']);
    expect(names('-name')).toEqual(['Ravi Sharma', 'Meera Nair', 'anita Verma']);
    expect(names('pan')).toEqual(['anita Verma', 'Ravi Sharma', 'Meera Nair']);
    expect(names('-pan', 'a')).toEqual(['Meera Nair', 'Ravi Sharma', 'anita Verma']);
    expect(selectPage(people, { offset: 1, limit: 1, sort: 'name' }).rows.map((r) => r.name)).toEqual(['Meera Nair']);
    expect(selectPage(people, { offset: 0, limit: 10 }).rows.map((r) => r.name)).toEqual(['Ravi Sharma', 'anita Verma', 'Meera Nair']);
  });
});
