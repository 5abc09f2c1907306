import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveRequest } from '@/server/fundhouse/keep-alive';
import { send } from '@/server/fundhouse/transport';

// The upstream transport's own client: calls reuse an open connection, and the time limit and a dropped
// answer read as fetch's would (a timeout, a network failure).

let server: http.Server;
let base = '';
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 500);
    if (req.url === '/drop') return void req.socket.destroy();
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      res.setHeader('date', 'Tue, 24 Nov 2026 10:00:00 GMT');
      res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null }));
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the keep-alive client', () => {
  it('sends the method, headers and body, and reuses one connection for calls one after another', async () => {
    connections = 0;
    const first = await keepAliveRequest(`${base}/a`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: '{"x":1}', timeoutMs: 2_000 });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ method: 'POST', body: '{"x":1}', auth: 'Bearer t' });
    expect(first.date).toBe('Tue, 24 Nov 2026 10:00:00 GMT');
    for (let i = 0; i < 5; i++) await keepAliveRequest(`${base}/b`, { method: 'GET', headers: {}, timeoutMs: 2_000 });
    expect(connections).toBe(1);
  });

  it('lets an idle connection go before the server closes it, so a POST after a pause does not fail', async () => {
    server.keepAliveTimeout = 2_500;
    try {
      await keepAliveRequest(`${base}/c`, { method: 'GET', headers: {}, timeoutMs: 2_000 });
      await new Promise((r) => setTimeout(r, 3_000));
      const after = await keepAliveRequest(`${base}/d`, { method: 'POST', headers: {}, body: 'x', timeoutMs: 2_000 });
      expect(after.status).toBe(200);
    } finally {
      server.keepAliveTimeout = 5_000;
    }
  });

  it('gives up at the time limit as a timeout, and a dropped connection as a network failure', async () => {
    const late = await send({ url: `${base}/slow`, method: 'POST', headers: {}, body: '', endpoint: 'slow', requestId: 'r1' }, { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(late).toMatchObject({ kind: 'timeout' });
    const dropped = await send({ url: `${base}/drop`, method: 'POST', headers: {}, body: '', endpoint: 'drop', requestId: 'r2' }, { timeoutMs: 2_000 }).catch((e: unknown) => e);
    expect(dropped).toMatchObject({ kind: 'network' });
  });
});
