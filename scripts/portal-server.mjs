#!/usr/bin/env node
// One production portal process on PORT: Next's documented custom server (`next()` and its request
// handler), started by `npm start` (scripts/start.mjs) once, or in each cluster worker. `next start` would
// do as well but for one thing: route handlers could not learn the connection's address, which the sign-in
// throttle and the audit need when no trusted proxy is in front (server/http/client-address.ts). So the
// server writes it into a header of its own (server/http/peer-address.mjs); everything else is Next's.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { withPeerAddress } from '../server/http/peer-address.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.PORT || 3000);

const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer(
  withPeerAddress((req, res) =>
    handle(req, res).catch((err) => {
      // Next answers its own failures; this is one it could not, as `next start` would answer it.
      console.error(err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }),
  ),
);
server.on('error', (err) => {
  console.error(err);
  process.exit(1);
});
server.listen(port, () => console.log(`portal process ${process.pid} ready on port ${port}`));

// Answers in flight are finished; kept-alive connections with nothing in flight are closed at once.
function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
