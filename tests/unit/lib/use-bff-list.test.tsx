// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useBffList, type BffList, type BffListOptions } from '@/components/bff/useBffList';

// A form's list read in a real React root (happy-dom's document) against a scripted fetch.

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const asked: string[] = [];
const pending: { url: string; send: (status: number, body: unknown) => void }[] = [];

function scriptFetch() {
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return new Promise((resolve) => pending.push({ url, send: (status, body) => resolve(new Response(JSON.stringify(body), { status })) }));
  });
}

async function answer(status: number, body: unknown) {
  const next = pending.shift();
  if (!next) throw new Error('nothing asked');
  await act(async () => next.send(status, body));
}

const roots: Root[] = [];
const pick = (r: { items: string[] }) => r.items;

async function renderList(url: string | null, options?: BffListOptions) {
  let latest: BffList<string> | null = null;
  function Probe({ u, o }: { u: string | null; o?: BffListOptions }) {
    latest = useBffList(u, pick, null, o);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  await act(async () => root.render(<Probe u={url} o={options} />));
  return { latest: () => latest!, rerender: (u: string | null, o?: BffListOptions) => act(async () => root.render(<Probe u={u} o={o} />)) };
}

afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  asked.length = 0;
  pending.length = 0;
  vi.unstubAllGlobals();
});

describe('a form’s list (useBffList)', () => {
  it('reads nothing without an address, then the list, or the BFF’s message when it fails', async () => {
    scriptFetch();
    const list = await renderList(null);
    expect(asked).toEqual([]);
    expect(list.latest()).toEqual({ items: [], loading: false, error: null });
    await list.rerender('/api/t/cities?state=Goa');
    expect(list.latest().loading).toBe(true);
    await answer(200, { items: ['Panaji', 'Margao'] });
    expect(list.latest()).toEqual({ items: ['Panaji', 'Margao'], loading: false, error: null });
    await list.rerender('/api/t/cities?state=Kerala');
    await answer(502, { message: 'Something went wrong ' });
    expect(list.latest()).toEqual({ items: [], loading: false, error: 'Something went wrong ' });
  });

  it('reads the same address again on Try again (a new `again`)', async () => {
    scriptFetch();
    const list = await renderList('/api/t/schemes?category=Equity', { public: true, again: 0 });
    await answer(502, { message: 'Something went wrong ' });
    expect(list.latest().error).toBe('Something went wrong ');
    await list.rerender('/api/t/schemes?category=Equity', { public: true, again: 1 });
    expect(list.latest()).toEqual({ items: [], loading: true, error: null });
    await answer(200, { items: ['Axis Bluechip'] });
    expect(asked).toEqual(['/api/t/schemes?category=Equity', '/api/t/schemes?category=Equity']);
    expect(list.latest().items).toEqual(['Axis Bluechip']);
  });

  it('never shows an older choice’s answer once a newer one is asked', async () => {
    scriptFetch();
    const list = await renderList('/api/t/cities?state=Goa');
    await list.rerender('/api/t/cities?state=Kerala');
    // Goa's answer arrives late: the older read was aborted, and Kerala is still loading.
    await answer(200, { items: ['Panaji'] });
    expect(list.latest()).toEqual({ items: [], loading: true, error: null });
    await answer(200, { items: ['Kochi'] });
    expect(list.latest().items).toEqual(['Kochi']);
  });
});
