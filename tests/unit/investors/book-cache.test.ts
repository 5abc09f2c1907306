import { describe, expect, it, vi } from 'vitest';
import { createBookCache, selectPage } from '@/server/services/investor-book-cache';

interface Row {
  name: string;
  pan: string;
}

const book = (owner: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ name: `${owner} Investor ${String(i).padStart(5, '0')}`, pan: `ABCP${owner[0]}${String(i).padStart(4, '0')}Z` }));

function setup(opts: { ttlMs?: number; maxEntries?: number; maxRows?: number } = {}) {
  let now = 0;
  const cache = createBookCache<Row>({ ttlMs: opts.ttlMs ?? 120_000, maxEntries: opts.maxEntries ?? 10, maxRows: opts.maxRows ?? 1_000_000, now: () => now });
  const load = vi.fn(async (owner: string) => book(owner, 3));
  return { cache, load, tick: (ms: number) => (now += ms) };
}

describe('the per-session book cache', () => {
  it('serves a list from memory until the TTL passes, then asks again', async () => {
    const { cache, load, tick } = setup({ ttlMs: 120_000 });
    const read = () => cache.rows('asha', 'A', () => load('asha'));
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
    const asha = await cache.rows('asha|ARN-1', 'A', async () => book('Asha', 2));
    const vikram = await cache.rows('vikram|ARN-2', 'A', async () => book('Vikram', 5));
    const ashaFav = await cache.rows('asha|ARN-1', 'FAV', async () => book('Fav', 1));
    expect(asha.map((r) => r.name)).toEqual(['Asha Investor 00000', 'Asha Investor 00001']);
    expect(vikram).toHaveLength(5);
    expect(ashaFav).toHaveLength(1);
    // A second read by Vikram is served his own list, never Asha's.
    expect(await cache.rows('vikram|ARN-2', 'A', async () => [])).toBe(vikram);
    expect(await cache.rows('asha|ARN-1', 'A', async () => [])).toBe(asha);
  });

  it('reloads when asked for a fresh list (a tab change)', async () => {
    const { cache, load } = setup();
    await cache.rows('asha', 'A', () => load('asha'));
    await cache.rows('asha', 'A', () => load('asha'), { fresh: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load among concurrent requests', async () => {
    const { cache, load } = setup();
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.rows('asha', 'A', () => load('asha'))));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('never keeps a failed load', async () => {
    const { cache, load } = setup();
    await expect(cache.rows('asha', 'A', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await cache.rows('asha', 'A', () => load('asha'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets one list or all lists of a user, and keeps others', async () => {
    const { cache, load } = setup();
    for (const tab of ['A', 'FAV', 'R']) await cache.rows('asha', tab, () => load('asha'));
    await cache.rows('vikram', 'A', () => load('vikram'));
    cache.invalidate('asha', 'R');
    expect(cache.size()).toBe(3);
    cache.invalidate('asha');
    expect(cache.size()).toBe(1);
    await cache.rows('vikram', 'A', () => load('vikram'));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a list whose load was under way when it was invalidated', async () => {
    const { cache, load } = setup();
    let release: (rows: Row[]) => void = () => {};
    const slow = cache.rows('asha', 'FAV', () => new Promise<Row[]>((r) => (release = r)));
    cache.invalidate('asha');
    release(book('old', 1));
    expect(await slow).toHaveLength(1);
    await cache.rows('asha', 'FAV', () => load('asha'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the least recently used lists go, by count and by rows held', async () => {
    const byCount = setup({ maxEntries: 2 });
    await byCount.cache.rows('a', 'A', () => byCount.load('a'));
    await byCount.cache.rows('b', 'A', () => byCount.load('b'));
    await byCount.cache.rows('a', 'A', () => byCount.load('a')); // a is now the most recent
    await byCount.cache.rows('c', 'A', () => byCount.load('c')); // b goes
    expect(byCount.cache.size()).toBe(2);
    await byCount.cache.rows('a', 'A', () => byCount.load('a'));
    expect(byCount.load).toHaveBeenCalledTimes(3);
    await byCount.cache.rows('b', 'A', () => byCount.load('b'));
    expect(byCount.load).toHaveBeenCalledTimes(4);

    const byRows = setup({ maxRows: 5 });
    await byRows.cache.rows('a', 'A', () => byRows.load('a'));
    await byRows.cache.rows('b', 'A', () => byRows.load('b')); // 6 rows held: a goes
    expect(byRows.cache.size()).toBe(1);
  });
});

describe('pages and searches of a cached list', () => {
  const rows = book('Big', 20_000);

  it('answers one window and the full count', () => {
    const page = selectPage(rows, { offset: 19_950, limit: 100 });
    expect(page.matched).toBe(20_000);
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0]).toBe(rows[19_950]);
    expect(selectPage(rows, { offset: 0, limit: 100 }).rows).toEqual(rows.slice(0, 100));
    expect(selectPage(rows, { offset: 30_000, limit: 100 }).rows).toEqual([]);
  });

  it('finds a PAN exactly', () => {
    const pan = rows[12_345]!.pan;
    expect(selectPage(rows, { pan, offset: 0, limit: 50 })).toEqual({ matched: 1, rows: [rows[12_345]] });
    expect(selectPage(rows, { pan: 'ZZZPZ9999Z', offset: 0, limit: 50 })).toEqual({ matched: 0, rows: [] });
  });

  it('finds names containing the text, in any case, and pages through them', () => {
    const found = selectPage(rows, { name: 'investor 1999', offset: 0, limit: 5 });
    expect(found.matched).toBe(10); // 19990…19999
    expect(found.rows.map((r) => r.name)).toEqual(['Big Investor 19990', 'Big Investor 19991', 'Big Investor 19992', 'Big Investor 19993', 'Big Investor 19994']);
    expect(selectPage(rows, { name: 'INVESTOR 1999', offset: 8, limit: 5 }).rows.map((r) => r.name)).toEqual(['Big Investor 19998', 'Big Investor 19999']);
  });
});
