import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COPY_MAX_AGE_MS, FILL_HEADER, prerenderedMemory } from '@/server/http/prerendered-memory.mjs';

// The prerendered public pages answered from memory: a copy taken from "Next" (here a server that answers
// as Next does and counts what reaches it), served with Next's headers, and everything else left to Next.

const PAGE = '<!DOCTYPE html><html><body>Terms and Conditions</body></html>';
let clock = 0;
let reached: { url: string; fill: boolean }[] = [];
const cacheControl = 'public, max-age=300';
const answer = prerenderedMemory({ addresses: new Set(['/terms-conditions']), now: () => clock });

const server = http.createServer((req, res) => {
  if (answer(server, req, res)) return;
  reached.push({ url: req.url ?? '', fill: req.rawHeaders.some((h) => h.toLowerCase() === FILL_HEADER) });
  const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(PAGE) : Buffer.from(PAGE);
  res.writeHead(200, [
    'Cache-Control', cacheControl,
    'Content-Security-Policy', "script-src 'self' 'sha256-abc='",
    'x-nextjs-prerender', '1',
    'x-nextjs-prerender', '1',
    'ETag', '"v1"',
    'Vary', 'rsc, Accept-Encoding',
    'Content-Type', 'text/html; charset=utf-8',
    ...(gzip ? ['Content-Encoding', 'gzip'] : []),
  ]);
  res.end(body);
});
let base = '';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: string[]; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
// The copy is taken in the background after the first request.
const settle = () => new Promise((r) => setTimeout(r, 50));

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  reached = [];
});

describe('a prerendered page answered from memory', () => {
  it('goes to Next the first time, then is answered from the copy with the same headers', async () => {
    const first = await get('/terms-conditions');
    await settle();
    expect(reached).toEqual([{ url: '/terms-conditions', fill: false }, { url: '/terms-conditions', fill: true }]);
    const later = await get('/terms-conditions');
    expect(reached).toHaveLength(2);
    expect(later.status).toBe(200);
    expect(later.body.toString()).toBe(PAGE);
    expect(later.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(later.headers.etag).toBe('"v1"');
    expect(later.raw.filter((h) => h === 'x-nextjs-prerender')).toHaveLength(2);
    expect(later.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)));
  });

  it('is gzipped for a client that takes gzip, answers a matching ETag with 304, and a HEAD without a body', async () => {
    const zipped = await get('/terms-conditions', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(PAGE);
    expect((await get('/terms-conditions', { 'if-none-match': '"v1"' })).status).toBe(304);
    const head = await get('/terms-conditions', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(reached).toEqual([]);
  });

  it("leaves the router's requests, queries, other methods and other addresses to Next", async () => {
    await get('/terms-conditions', { rsc: '1' });
    await get('/terms-conditions', { 'next-router-prefetch': '1' });
    await get('/terms-conditions?x=1');
    await get('/terms-conditions', {}, 'POST');
    await get('/dashboard');
    expect(reached.map((r) => r.url)).toEqual(['/terms-conditions', '/terms-conditions', '/terms-conditions?x=1', '/terms-conditions', '/dashboard']);
  });

  it('takes a new copy when the old one is five minutes old, serving the old one meanwhile', async () => {
    clock += COPY_MAX_AGE_MS + 1;
    expect((await get('/terms-conditions')).body.toString()).toBe(PAGE);
    await settle();
    expect(reached).toEqual([{ url: '/terms-conditions', fill: true }]);
  });

  it('keeps no copy of an answer Next did not mark public', async () => {
    const fresh = prerenderedMemory({ addresses: new Set(['/terms-conditions']), now: () => clock });
    const other = http.createServer((req, res) => {
      if (fresh(other, req, res)) return;
      reached.push({ url: req.url ?? '', fill: req.rawHeaders.some((h) => h.toLowerCase() === FILL_HEADER) });
      res.writeHead(200, { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/html' });
      res.end(PAGE);
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    for (let i = 0; i < 3; i++) {
      await fetch(`${at}/terms-conditions`).then((r) => r.text());
      await settle();
    }
    await new Promise<void>((r) => other.close(() => r()));
    expect(reached.filter((r) => !r.fill)).toHaveLength(3);
  });
});
