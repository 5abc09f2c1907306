// The BFF's reads (GET) cost Next's router and route module about a millisecond each before the handler
// runs, more than the handler's own work when it answers from the portal's copy. The request hook
// (scripts/peer-address.mjs) hands them to the route's handler itself instead: the same handler function
// of the same loaded module that Next would call, so both paths share the session cache, the copies and
// the upstream connections. It takes only what it can answer exactly as Next would:
// - GETs to an /api route of the build's app manifest, whose address Next matches as sent (no `%`, no
//   empty segment, no catch-all), next-auth's routes aside;
// - once Next has loaded the route's module itself (its first request is Next's), and only when its GET is
//   made by the BFF's wrapper, which marks it with the same handler answering in plain parts
//   (server/http/answer.ts): such a handler reads the request through its own scope
//   (server/http/request-scope.ts), never Next's.
// Every answer gets the headers next.config.mjs gives the BFF's. Anything else, and any request this code
// cannot take apart, goes to Next as before.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from './security-headers.mjs';

/** The mark the BFF's wrapper puts on its handlers (BFF_HANDLER in server/http/answer.ts). */
export const BFF_HANDLER = Symbol.for('portal.bff-handler');
/** The wrapper's text for a failure it did not foresee (GENERIC_UPSTREAM_MESSAGE). */
const GENERIC_MESSAGE = 'Something went wrong ';
const ADDRESS = /^\/api\/(?!auth\/)[^%?#]*$/;
// A host header is only ever a name or address with a port; anything else could move the path a handler reads.
const HOST = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/;

/**
 * The /api routes of an app-paths manifest, most specific first: at the first segment where two differ,
 * a fixed name before a [param], as Next's router orders them. Catch-alls and groups are left to Next.
 * @param {Record<string, string>} manifest  route ("/api/x/[id]/route") → its file under `<distDir>/server`
 * @returns {{ segments: string[], file: string }[]}
 */
export function bffRoutes(manifest) {
  const routes = [];
  for (const [route, file] of Object.entries(manifest)) {
    if (!route.startsWith('/api/') || route.startsWith('/api/auth/') || !route.endsWith('/route')) continue;
    const segments = route.slice(1, -'/route'.length).split('/');
    if (segments.some((s) => s.startsWith('[...') || s.startsWith('[[') || s.startsWith('(') || s.startsWith('@'))) continue;
    routes.push({ segments, file });
  }
  const rank = (s) => (s.startsWith('[') ? 1 : 0);
  return routes.sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const d = rank(a.segments[i]) - rank(b.segments[i]);
      if (d) return d;
    }
    return a.segments.length - b.segments.length;
  });
}

/**
 * The route an address (path only) goes to, with its params; null when none of these routes takes it.
 * @param {{ segments: string[], file: string }[]} routes
 * @param {string} pathname
 */
export function matchRoute(routes, pathname) {
  if (!ADDRESS.test(pathname)) return null;
  const parts = pathname.slice(1).split('/');
  if (parts.some((p) => p === '')) return null;
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    let ok = true;
    for (let i = 0; ok && i < parts.length; i++) {
      const s = route.segments[i];
      if (s.startsWith('[')) params[s.slice(1, -1)] = parts[i];
      else ok = s === parts[i];
    }
    if (ok) return { route, params };
  }
  return null;
}

/**
 * The hook's answerer: true when it took the request, false to hand it to Next.
 * @param {{ distDir: string, production: boolean, log?: (line: string) => void }} options
 */
export function bffReads({ distDir, production, log = console.error }) {
  const serverDir = path.resolve(distDir, 'server');
  let routes;
  try {
    routes = bffRoutes(JSON.parse(readFileSync(path.join(serverDir, 'app-paths-manifest.json'), 'utf8')));
  } catch {
    return () => false; // no build to read: everything is Next's
  }
  const require = createRequire(path.join(serverDir, 'noop.js'));
  // Next's own request class, the one its handlers are given; loaded once Next has started, as it needs
  // what Next sets up first.
  /** @type {typeof Request | undefined} */
  let NextRequest;
  /** @type {Map<string, Function | false>} */
  const handlers = new Map();
  const fixed = [...staticSecurityHeaders(production).flatMap(({ key, value }) => [key, value]), 'Content-Security-Policy', API_CONTENT_SECURITY_POLICY];

  /** The route's GET when Next has loaded its module and the BFF's wrapper made it; false when it never will be. */
  function handlerOf(file) {
    const known = handlers.get(file);
    if (known !== undefined) return known;
    const full = path.join(serverDir, file);
    if (!require.cache[full]) return false;
    const plain = require(full)?.routeModule?.userland?.GET?.[BFF_HANDLER];
    const handler = typeof plain === 'function' ? plain : false;
    handlers.set(file, handler);
    return handler;
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return function answer(req, res) {
    if (req.method !== 'GET' || typeof req.url !== 'string') return false;
    const q = req.url.indexOf('?');
    const found = matchRoute(routes, q < 0 ? req.url : req.url.slice(0, q));
    const handler = found && handlerOf(found.route.file);
    if (!handler) return false;
    const host = req.headers.host ?? 'localhost';
    if (!HOST.test(host)) return false;
    let request;
    try {
      // The headers as Node joined them, the peer address the hook wrote among them, as Next reads them.
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const v of value) headers.append(name, v);
        else if (value !== undefined) headers.set(name, value);
      }
      NextRequest ??= require('next/server').NextRequest;
      request = new NextRequest(`http://${host}${req.url}`, { method: 'GET', headers });
    } catch {
      return false; // an address or header a Request refuses: Next answers it as it always has
    }
    send(() => handler(request, { params: Promise.resolve(found.params) }), res).catch((err) => {
      log(JSON.stringify({ at: new Date().toISOString(), bug: err?.name ?? typeof err, where: 'bff-reads' }));
      if (res.headersSent) return void res.destroy();
      const body = JSON.stringify({ message: GENERIC_MESSAGE });
      res.writeHead(500, [...fixed, 'cache-control', 'no-store', 'content-type', 'application/json', 'content-length', String(body.length)]);
      res.end(body);
    });
    return true;
  };

  /** @param {() => Promise<{ status: number, headers: [string, string][], body: string | Buffer }>} answered @param {import('node:http').ServerResponse} res */
  async function send(answered, res) {
    const answer = await answered();
    const headers = [...fixed];
    for (const [key, value] of answer.headers) headers.push(key, value);
    headers.push('content-length', String(Buffer.byteLength(answer.body)));
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  }
}
