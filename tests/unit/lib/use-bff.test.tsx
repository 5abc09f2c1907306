// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MESSAGE } from '@/components/bff/client';
import { useBff, type BffKey, type BffRead, type BffReadOptions } from '@/components/bff/use-bff';

// A read whose fetch throws something other than the BFF's answer (a bug, not a refusal).
vi.mock('@/components/bff/client', async (load) => {
  const client = await load<typeof import('@/components/bff/client')>();
  return { ...client, bffData: (url: string, init?: object) => (url === '/api/t/bug' ? Promise.reject(new TypeError("Cannot read properties of undefined (reading 'rows')")) : client.bffData(url, init)) };
});

// The hook runs in a real React root (happy-dom's document) against a scripted fetch: what it asks the
// network, and what a screen would render from it, at each step.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

type Answer = { status: number; body: unknown };
const asked: string[] = [];
const pending = new Map<string, (a: Answer) => void>();

/** fetch answers each path when the test says so. */
function scriptFetch() {
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return new Promise((resolve) => {
      pending.set(url, ({ status, body }) => resolve(new Response(JSON.stringify(body), { status })));
    });
  });
}

async function answer(url: string, status: number, body: unknown) {
  const send = pending.get(url);
  if (!send) throw new Error(`nothing asked for ${url}`);
  pending.delete(url);
  await act(async () => send({ status, body }));
}

const roots: Root[] = [];

/** Renders the hook; `latest()` is what it returned on the last render. */
async function renderRead<R, T = R>(key: BffKey, options?: BffReadOptions<R, T>) {
  const seen: BffRead<T, R>[] = [];
  function Probe({ k, o }: { k: BffKey; o?: BffReadOptions<R, T> }) {
    // Read every field while rendering, as a screen reading them all would.
    seen.push({ ...useBff<R, T>(k, o) });
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  await act(async () => root.render(<Probe k={key} o={options} />));
  return {
    seen,
    latest: () => seen.at(-1)!,
    rerender: (k: BffKey, o?: BffReadOptions<R, T>) => act(async () => root.render(<Probe k={k} o={o} />)),
  };
}

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  asked.length = 0;
  pending.clear();
  vi.unstubAllGlobals();
});

// SWR keeps one cache for the module: each test reads paths of its own.
describe('useBff', () => {
  it('reads nothing for a null key', async () => {
    scriptFetch();
    const read = await renderRead<{ n: number }>(null);
    expect(asked).toEqual([]);
    expect(read.latest()).toMatchObject({ data: undefined, error: null, loading: false });
  });

  it('is loading until the answer comes, then has it (projected when asked)', async () => {
    scriptFetch();
    const read = await renderRead<{ schemes: string[] }, string[]>('/api/t/answer', { select: (a) => a.schemes });
    expect(asked).toEqual(['/api/t/answer']);
    expect(read.latest()).toMatchObject({ data: undefined, loading: true, error: null });
    await answer('/api/t/answer', 200, { schemes: ['A', 'B'] });
    expect(read.latest()).toMatchObject({ data: ['A', 'B'], loading: false, error: null });
  });

  it("shows the BFF's message for a failed read, with its status and field errors", async () => {
    scriptFetch();
    const read = await renderRead('/api/t/refused');
    await answer('/api/t/refused', 422, { message: 'The scheme is closed for purchase', fieldErrors: { scheme: 'Closed' } });
    expect(read.latest()).toMatchObject({ data: undefined, loading: false, error: 'The scheme is closed for purchase' });
    expect(read.latest().failure).toMatchObject({ status: 422, fieldErrors: { scheme: 'Closed' } });
  });

  it("never shows an exception's text", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED 10.0.0.7')));
    const read = await renderRead('/api/t/offline');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    // The network failed: the seed's generic words.
    expect(read.latest().error).toBe(FALLBACK_MESSAGE);
    // Something other than the BFF's answer failed: the same words, not its text.
    const bug = await renderRead('/api/t/bug');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(bug.latest().error).toBe(FALLBACK_MESSAGE);
  });

  it('shows a preloaded value at once and asks nothing for it', async () => {
    scriptFetch();
    const read = await renderRead<{ schemes: string[] }, string[]>('/api/t/restored', { select: (a) => a.schemes, preloaded: ['Kept'] });
    expect(read.seen[0]).toMatchObject({ data: ['Kept'], loading: false, error: null });
    expect(asked).toEqual([]);
    // Another choice is read as usual.
    await read.rerender('/api/t/other', { select: (a) => a.schemes, preloaded: null });
    expect(asked).toEqual(['/api/t/other']);
    expect(read.latest()).toMatchObject({ data: undefined, loading: true });
  });

  it("shows a newer key's answer, never an older one's, however late that comes", async () => {
    scriptFetch();
    const read = await renderRead<{ v: string }>('/api/t/first');
    await answer('/api/t/first', 200, { v: 'first' });
    // A new choice is loading: the list of the choice before is not shown meanwhile.
    const switched = read.seen.length;
    await read.rerender('/api/t/second');
    // From the first render with the new key on: loading, neither the old answer nor an empty one.
    expect(read.seen.slice(switched).every((r) => r.loading && r.data === undefined && r.error === null)).toBe(true);
    const from = read.seen.length;
    await read.rerender('/api/t/third');
    await answer('/api/t/third', 200, { v: 'third' });
    expect(read.latest().data).toEqual({ v: 'third' });
    await answer('/api/t/second', 200, { v: 'second' });
    expect(read.latest().data).toEqual({ v: 'third' });
    expect(read.seen.slice(from).map((r) => r.data?.v)).not.toContain('second');
  });

  it('sends a body as a POST and keeps answers apart by it', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      bodies.push([init.method, JSON.parse(String(init.body))]);
      return Promise.resolve(new Response(JSON.stringify({ page: bodies.length }), { status: 200 }));
    });
    const read = await renderRead<{ page: number }>('/api/t/search', { body: { page: 1 } });
    await read.rerender('/api/t/search', { body: { page: 2 } });
    expect(bodies).toEqual([['POST', { page: 1 }], ['POST', { page: 2 }]]);
    expect(read.latest().data).toEqual({ page: 2 });
  });
});
