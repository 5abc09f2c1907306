import { beforeEach, describe, expect, it, vi } from 'vitest';

// A cookie jar as next/headers hands one to a request: what the store set is what the next request reads.
const jar = vi.hoisted(() => new Map<string, { value: string; options: Record<string, unknown> }>());
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      if (options.maxAge === 0) jar.delete(name);
      else jar.set(name, { value, options });
    },
  }),
}));

const { sealedCookieStore } = await import('@/server/journeys/sealed-cookie');

interface Progress {
  basics: { arnCode: string; mobile: string };
  verified: boolean;
  attempt: number;
}

const COOKIE = 'portal.flow.empanelment';
const store = sealedCookieStore<Progress>('empanelment');
const basics = { arnCode: 'ARN-990011', mobile: '9831045678' };

beforeEach(() => jar.clear());

describe('the sealed-cookie journey store', () => {
  it('reads an empty state before anything is saved', async () => {
    expect(await store.load()).toEqual({});
  });

  it('gives back what it saved, from a cookie nobody can read', async () => {
    await store.save({ basics, verified: false, attempt: 1 });
    expect(await store.load()).toEqual({ basics, verified: false, attempt: 1 });
    const cookie = jar.get(COOKIE);
    expect(cookie?.value).not.toContain('9831045678');
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });

  it('replaces the whole state: keys left out are gone', async () => {
    await store.save({ basics, verified: true, attempt: 2 });
    await store.save({ attempt: 1 });
    expect(await store.load()).toEqual({ attempt: 1 });
  });

  it('reads a tampered cookie as no state', async () => {
    await store.save({ basics, verified: true });
    const cookie = jar.get(COOKIE)!;
    jar.set(COOKIE, { ...cookie, value: `${cookie.value.slice(0, -4)}AAAA` });
    expect(await store.load()).toEqual({});
  });

  it('clears the cookie', async () => {
    await store.save({ basics, verified: true });
    await store.clear();
    expect(jar.has(COOKIE)).toBe(false);
    expect(await store.load()).toEqual({});
  });

  it('keeps each flow in its own cookie', async () => {
    await store.save({ attempt: 2 });
    expect(await sealedCookieStore<Progress>('signup').load()).toEqual({});
  });
});
