import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { marketCalendar } from '@/server/fundhouse/endpoints/market-calendar';
import { missingCalendarWarning } from '@/lib/rules/working-days';

// The load balancer's two questions: is the process alive (always, if it answers), and can it serve
// (the store answers with its migrations applied, and the registrar can be reached). The market
// calendar is the operator's warning, never a failure.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
/** The registrar publishes `years` (no holidays needed here) and no other. */
const publish = (years: number[]) =>
  upstream.answerWith(marketCalendar, (p) => ({ Table: [{ Year: p.Year, Published: years.includes(Number(p.Year)) ? ('Y' as const) : ('N' as const) }], DtData: [] }));

const live = await import('@/app/api/health/live/route');
const ready = await import('@/app/api/health/ready/route');
const { closeDb } = await import('@/server/store/db');

const get = async (route: { GET: (req: Request, ctx: never) => Promise<Response> }, path: string) => {
  const res = await route.GET(new Request(`http://portal.test${path}`), { params: Promise.resolve({}) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  upstream.reset();
});
afterAll(() => closeDb());

describe('health', () => {
  it('is alive without asking anyone', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await get(live, '/api/health/live')).toEqual({ status: 200, body: { status: 'alive' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  // The first check opens the in-memory store and applies every migration: slow on a busy machine.
  it('is ready with the store migrated and the registrar answering, and says what failed when it is not', { timeout: 90_000 }, async () => {
    // Every year this test may run in is published, so only the failing checks are at stake here.
    const year = new Date().getUTCFullYear();
    publish([year, year + 1]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })));
    expect(await get(ready, '/api/health/ready')).toEqual({ status: 200, body: { status: 'ready', checks: { store: 'ok', migrations: 'ok', registrar: 'ok', calendar: 'ok' } } });

    // The registrar is asked at most every few seconds; once that has passed, a refused connection shows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await get(ready, '/api/health/ready')).toEqual({ status: 503, body: { status: 'not ready', checks: { store: 'ok', migrations: 'ok', registrar: 'failed', calendar: 'ok' } } });
  });

  it('warns from 1 December of the year before a year the registrar has not published, and stays ready', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })));
    publish([2026]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-30T12:00:00Z') });
    expect((await get(ready, '/api/health/ready')).body).toEqual({ status: 'ready', checks: { store: 'ok', migrations: 'ok', registrar: 'ok', calendar: 'ok' } });
    vi.setSystemTime(Date.parse('2026-12-01T00:00:00Z'));
    // 05:30 IST on 1 December: the registrar's day, not UTC's.
    expect(await get(ready, '/api/health/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { store: 'ok', migrations: 'ok', registrar: 'ok', calendar: 'warning' }, warnings: [missingCalendarWarning([2027])] },
    });
    upstream.reset();
    publish([2026, 2027]);
    vi.setSystemTime(Date.parse('2026-12-01T01:00:00Z'));
    expect((await get(ready, '/api/health/ready')).body).toMatchObject({ checks: { calendar: 'ok' } });
  });
});
