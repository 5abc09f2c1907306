import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Responder = (req: IncomingMessage, res: ServerResponse, body: string) => void;
export type RawHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real local HTTP server handed each request as it arrives, body unread: for tests that watch a body
 * stream in (uploads) or stop reading it part-way.
 */
export async function localServer(handle: RawHandler) {
  let hits = 0;
  const server = createServer((req, res) => {
    hits += 1;
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** A real local HTTP server whose answers each test scripts, so the client meets genuine sockets. */
export function faultServer(respond: Responder) {
  return localServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => respond(req, res, body));
  });
}

/** A port nothing listens on: bind, read the number, close. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
