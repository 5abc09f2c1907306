import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The load balancer's two questions: is the process alive (always, if it answers), and can it serve
// (the store answers with its migrations applied, and the registrar can be reached).

process.env.PORTAL_DATA_DIR = 'memory://';

const live = await import('@/app/api/health/live/route');
const ready = await import('@/app/api/health/ready/route');
const { closeDb } = await import('@/server/store/db');

const get = async (route: { GET: (req: Request, ctx: never) => Promise<Response> }, path: string) => {
  const res = await route.GET(new Request(`http://portal.test${path}`), { params: Promise.resolve({}) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

afterEach(() => vi.unstubAllGlobals());
afterAll(() => closeDb());

describe('health', () => {
  it('is alive without asking anyone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await get(live, '/api/health/live')).toEqual({ status: 200, body: { status: 'alive' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is ready with the store migrated and the registrar answering, and says what failed when it is not', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })));
    expect(await get(ready, '/api/health/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { store: 'ok', migrations: 'ok', registrar: 'ok' } } });

    // The registrar is asked at most every few seconds; once that has passed, a refused connection shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await get(ready, '/api/health/ready')).toEqual({ status: 503, body: { status: 'not ready', checks: { store: 'ok', migrations: 'ok', registrar: 'failed' } } });
    vi.useRealTimers();
  });
});
