import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bffReads, bffRoutes, matchRoute } from '@/server/http/bff-reads.mjs';
import { API_CONTENT_SECURITY_POLICY } from '@/server/http/security-headers.mjs';

// The BFF's reads answered by the request hook without Next's router: a build's manifest and route
// modules written here (a marked GET answers in plain parts, as the BFF's wrapper makes it), and "Next" a
// server that counts what reaches it. Only a GET to a loaded, marked route may skip it.

const dist = path.join(process.cwd(), '.data', `bff-reads-test-${process.pid}`);
const manifest = {
  '/(portal)/dashboard/page': 'app/(portal)/dashboard/page.js',
  '/api/auth/[...nextauth]/route': 'app/api/auth/[...nextauth]/route.js',
  '/api/investors/[pan]/route': 'app/api/investors/[pan]/route.js',
  '/api/investors/search/route': 'app/api/investors/search/route.js',
  '/api/investors/route': 'app/api/investors/route.js',
  '/api/unmarked/route': 'app/api/unmarked/route.js',
  '/api/broken/route': 'app/api/broken/route.js',
  '/api/later/route': 'app/api/later/route.js',
};
const MARKED = `const mark = Symbol.for('portal.bff-handler');
const GET = async () => new Response('from Next');
GET[mark] = async (req, ctx) => ({
  status: 200,
  headers: [['cache-control', 'no-store'], ['content-type', 'application/json'], ['set-cookie', 'a=1; Path=/'], ['set-cookie', 'b=2; Path=/']],
  body: JSON.stringify({ route: ROUTE, url: req.url, params: await ctx.params, peer: req.headers.get('x-peer'), cookie: req.cookies.get('portal.session')?.value ?? null }),
});
module.exports = { routeModule: { userland: { GET } } };`;
const routeFile = (file: string, source: string) => {
  const full = path.join(dist, 'server', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  return full;
};
const load = (file: string) => createRequire(path.join(dist, 'server', 'noop.js'))(path.join(dist, 'server', file));

const logged: string[] = [];
let reached: string[] = [];
let answer: ReturnType<typeof bffReads>;
const server = http.createServer((req, res) => {
  req.headers['x-peer'] = '10.1.2.3';
  if (answer(req, res)) return;
  reached.push(`${req.method} ${req.url}`);
  res.end('next');
});
let base = '';
const send = (target: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<{ status: number; raw: string[]; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}${target}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  // As in Next's own build output, whose modules are CommonJS inside a project of ES modules.
  writeFileSync(path.join(dist, 'package.json'), '{"type": "commonjs"}');
  writeFileSync(path.join(dist, 'server', 'app-paths-manifest.json'), JSON.stringify(manifest));
  for (const [route, file] of Object.entries(manifest)) {
    if (route === '/api/unmarked/route') routeFile(file, `module.exports = { routeModule: { userland: { GET: async () => new Response('x') } } };`);
    else if (route === '/api/broken/route') {
      routeFile(file, `const GET = async () => null; GET[Symbol.for('portal.bff-handler')] = () => { throw new Error('PAN ABCDE1234F in SQL'); }; module.exports = { routeModule: { userland: { GET } } };`);
    } else routeFile(file, `const ROUTE = ${JSON.stringify(route)};\n${MARKED}`);
  }
  // Next loads every route module as it starts; "later" stands for one it has not loaded yet.
  for (const [route, file] of Object.entries(manifest)) if (!route.includes('later') && route.startsWith('/api/')) load(file);
  answer = bffReads({ distDir: dist, production: true, log: (line) => logged.push(line) });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  reached = [];
});

describe('the routes the hook may take', () => {
  it('are the /api routes of the manifest, a fixed name before a [param], next-auth and catch-alls left out', () => {
    expect(bffRoutes(manifest).map((r) => r.segments.join('/'))).toEqual([
      'api/investors', 'api/unmarked', 'api/broken', 'api/later', 'api/investors/search', 'api/investors/[pan]',
    ]);
  });

  it('match an address as Next does, and nothing Next would decode, redirect or refuse', () => {
    const routes = bffRoutes(manifest);
    expect(matchRoute(routes, '/api/investors/search')?.route.segments.at(-1)).toBe('search');
    expect(matchRoute(routes, '/api/investors/ABCDE1234F')).toMatchObject({ params: { pan: 'ABCDE1234F' } });
    for (const address of ['/api/investors/AB%20C', '/api/investors/', '/api//investors', '/api/Investors', '/api/auth/session', '/dashboard', '/api/investors/a/b']) {
      expect(matchRoute(routes, address)).toBeNull();
    }
  });
});

describe('a read of a loaded route made by the BFF wrapper', () => {
  it("is answered by its handler with the BFF's headers, its cookies and its length, without reaching Next", async () => {
    const res = await send('/api/investors/ABCDE1234F?tab=A', { headers: { cookie: 'portal.session=sealed' } });
    expect(reached).toEqual([]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      route: '/api/investors/[pan]/route', url: expect.stringMatching(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/api\/investors\/ABCDE1234F\?tab=A$/),
      params: { pan: 'ABCDE1234F' }, peer: '10.1.2.3', cookie: 'sealed',
    });
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('keeps a fixed route before a parameter of the same place', async () => {
    expect(JSON.parse((await send('/api/investors/search?q=ra')).body).route).toBe('/api/investors/search/route');
  });
});

describe('everything else goes to Next', () => {
  it('a write, a HEAD, an address with a percent sign, and a host that could move the path', async () => {
    await send('/api/investors/ABCDE1234F', { method: 'POST' });
    await send('/api/investors/ABCDE1234F', { method: 'HEAD' });
    await send('/api/investors/AB%43DE1234F');
    await send('/api/investors', { headers: { host: 'evil.test/x' } });
    expect(reached).toEqual(['POST /api/investors/ABCDE1234F', 'HEAD /api/investors/ABCDE1234F', 'GET /api/investors/AB%43DE1234F', 'GET /api/investors']);
  });

  it('a route whose GET the wrapper did not make, and one Next has not loaded yet', async () => {
    await send('/api/unmarked');
    await send('/api/later');
    expect(reached).toEqual(['GET /api/unmarked', 'GET /api/later']);
    // Once Next has loaded it, its reads are the hook's.
    load(manifest['/api/later/route']);
    expect(JSON.parse((await send('/api/later')).body).route).toBe('/api/later/route');
    expect(reached).toHaveLength(2);
  });
});

it("answers a failure it did not foresee with the BFF's generic message, and logs no text of it", async () => {
  const res = await send('/api/broken');
  expect(res.status).toBe(500);
  expect(JSON.parse(res.body)).toEqual({ message: 'Something went wrong ' });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(logged.join('\n')).not.toMatch(/ABCDE1234F|SQL/);
  expect(logged).toHaveLength(1);
});
