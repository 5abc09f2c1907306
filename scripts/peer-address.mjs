// Loaded into the portal's process by scripts/start.mjs (node --import). Route handlers see only headers,
// never the socket, and Next passes a client's own X-Forwarded-For through untouched; so every request
// gets the socket's address in a header of its own, overwriting whatever a client sent under that name.
// server/http/client-address.ts trusts the header only when this module has announced itself. In production
// it also answers the prerendered public pages from memory (server/http/prerendered-memory.mjs) and hands
// the BFF's reads to their handlers without Next's router (server/http/bff-reads.mjs), and sends a page
// address a client percent-encoded to the address the router matches (PAGE_ALIASES).
import http from 'node:http';
import https from 'node:https';
import { bffReads } from '../server/http/bff-reads.mjs';
import { unaliased } from '../server/http/prerendered.mjs';
import { prerenderedMemory } from '../server/http/prerendered-memory.mjs';

const HEADER = 'x-portal-peer-address';
// A development server renders per request and prerenders nothing.
const production = process.env.NODE_ENV === 'production';
const answerPrerendered = production ? prerenderedMemory() : null;
const answerRead = production
  ? bffReads({ distDir: process.env.NEXT_DIST_DIR || '.next', production }) : null;

for (const Server of [http.Server, https.Server]) {
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithPeer(event, req, ...rest) {
    if (event === 'request' && req?.headers) {
      const page = typeof req.url === 'string' ? unaliased(req.url) : null;
      if (page) req.url = page;
      if (answerPrerendered?.(this, req, rest[0])) return true;
      req.headers[HEADER] = req.socket?.remoteAddress ?? '';
      const raw = req.rawHeaders ?? [];
      const kept = [];
      for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== HEADER) kept.push(raw[i], raw[i + 1]);
      req.rawHeaders = kept;
      if (answerRead?.(req, rest[0])) return true;
    }
    return emit.call(this, event, req, ...rest);
  };
}

globalThis[Symbol.for('portal.peer-address-header')] = HEADER;
