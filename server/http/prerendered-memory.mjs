// The prerendered public answers (server/http/prerendered.mjs) are the same bytes for everyone until the
// next build, yet Next routes each request for one through its whole request pipeline. The request hook
// (scripts/peer-address.mjs) answers them from memory instead, with exactly the headers Next gave them: the
// first request for one goes to Next as before and a copy is taken by asking Next for it once more,
// uncompressed; later requests get that copy (gzipped when the client takes gzip). Only answers Next marked
// public are kept, and every request the router makes for its own payload still goes to Next.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_FILES, PRERENDERED_PAGES } from './prerendered.mjs';

/** Marks the copy request, which must reach Next. A client sending it only gets Next's own answer. */
export const FILL_HEADER = 'x-portal-prerendered-fill';
/** A copy older than this is taken again (the old one serves meanwhile); a deployment restarts anyway. */
export const COPY_MAX_AGE_MS = 300_000;
// What the router sends for its RSC payload and prefetches, which are other answers than the document.
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
// Node writes these per response itself, or they describe one encoding of the body.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

// A percent-encoded alias of a page reaches here already sent to the page's own address (PAGE_ALIASES).
const ADDRESSES = new Set([...PRERENDERED_PAGES.keys(), ...PRERENDERED_FILES]);

/**
 * @typedef {{ at: number, headers: string[], etag: string | undefined, body: Buffer, gzipped: Buffer }} Copy
 * @param {{ addresses?: Set<string>, now?: () => number }} [options]
 */
export function prerenderedMemory({ addresses = ADDRESSES, now = Date.now } = {}) {
  /** @type {Map<string, Copy>} */
  const copies = new Map();
  /** @type {Set<string>} */
  const filling = new Set();

  /** @param {number} port @param {string} address */
  function fill(port, address) {
    if (filling.has(address)) return;
    filling.add(address);
    const done = () => filling.delete(address);
    const req = http.get({ host: '127.0.0.1', port, path: address, headers: { [FILL_HEADER]: '1' } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', done);
      res.on('end', () => {
        done();
        const cache = String(res.headers['cache-control'] ?? '');
        if (res.statusCode !== 200 || res.headers['content-encoding'] || !/\bpublic\b/.test(cache)) return;
        const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!PER_RESPONSE.has(res.rawHeaders[i].toLowerCase())) headers.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
        }
        const body = Buffer.concat(chunks);
        copies.set(address, { at: now(), headers, etag: res.headers.etag, body, gzipped: gzipSync(body) });
      });
    });
    req.on('error', done);
  }

  /**
   * Answers the request from the copy when it may; false hands it to Next.
   * @param {http.Server} server @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  return function answer(server, req, res) {
    if (req.headers[FILL_HEADER] !== undefined) {
      delete req.headers[FILL_HEADER];
      return false;
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !addresses.has(req.url ?? '')) return false;
    if (ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
    const address = /** @type {string} */ (req.url);
    const copy = copies.get(address);
    const port = /** @type {{ port?: number } | null} */ (server.address())?.port;
    if ((!copy || now() - copy.at > COPY_MAX_AGE_MS) && port) fill(port, address);
    if (!copy) return false;

    if (copy.etag && req.headers['if-none-match'] === copy.etag) {
      res.writeHead(304, copy.headers);
      res.end();
      return true;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? copy.gzipped : copy.body;
    res.writeHead(200, [...copy.headers, 'Content-Length', String(body.length), ...(gzip ? ['Content-Encoding', 'gzip'] : [])]);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
