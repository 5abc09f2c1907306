import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The per-address sign-in limit and the audit key on this address, so a client must not be able to choose it.

const { clientAddress } = await import('@/server/http/client-address');
const { PEER_HEADER, withPeerAddress } = await import('@/server/http/peer-address.mjs');
const { readEnv } = await import('@/server/env-schema');

async function withProxies(list: string) {
  process.env.TRUSTED_PROXIES = list;
  // env() caches; a fresh module graph reads the new setting (the peer header's mark is process-wide).
  vi.resetModules();
  return (await import('@/server/http/client-address')).clientAddress;
}

describe('client address in a process whose server does not write the peer header (next dev)', () => {
  it('believes no header at all', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5', 'x-real-ip': '203.0.113.6', [PEER_HEADER]: '203.0.113.7' }))).toBeNull();
  });
});

// Before the next block: its server marks the process as one that writes the peer header.
describe('client address on a server that cannot see the socket, behind a proxy only (BEHIND_PROXY=1)', () => {
  async function behindProxy(flag: '0' | '1', list: string) {
    process.env.BEHIND_PROXY = flag;
    const read = await withProxies(list);
    read(new Headers()); // the configuration is read, and kept, on the first call
    delete process.env.BEHIND_PROXY;
    return read;
  }

  it('reads X-Forwarded-For from the right past the trusted hops, never a hop the client wrote', async () => {
    const read = await behindProxy('1', '127.0.0.1,10.0.0.0/8');
    expect(read(new Headers({ 'x-forwarded-for': '198.51.100.9' }))).toBe('198.51.100.9');
    expect(read(new Headers({ 'x-forwarded-for': '203.0.113.66, 198.51.100.9, 10.1.2.3' }))).toBe('198.51.100.9');
    // A hop that is not an address stops the reading; nothing is known then.
    expect(read(new Headers({ 'x-forwarded-for': 'unknown, 10.1.2.3' }))).toBeNull();
    expect(read(new Headers({}))).toBeNull();
    // The portal's own peer header is still not believed from a server that does not write it.
    expect(read(new Headers({ [PEER_HEADER]: '203.0.113.7' }))).toBeNull();
  });

  it('believes nothing without the flag, or without a trusted proxy', async () => {
    expect((await behindProxy('0', '127.0.0.1'))(new Headers({ 'x-forwarded-for': '198.51.100.9' }))).toBeNull();
    expect((await behindProxy('1', ''))(new Headers({ 'x-forwarded-for': '198.51.100.9' }))).toBeNull();
  });
});

describe('client address through the portal’s server', () => {
  let address: typeof clientAddress;
  let seen: string | null = null;
  const listening: { v4?: http.Server; v6?: http.Server } = {};

  beforeAll(async () => {
    const listener = withPeerAddress((req: http.IncomingMessage, res: http.ServerResponse) => {
      seen = address(new Headers(req.headers as Record<string, string>));
      res.end();
    });
    listening.v4 = http.createServer(listener);
    listening.v6 = http.createServer(listener);
    await new Promise<void>((r) => listening.v4!.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => listening.v6!.listen(0, '::1', r));
  });
  afterAll(async () => {
    for (const server of Object.values(listening)) await new Promise<void>((r) => server.close(() => r()));
  });

  async function call(sent: Record<string, string> | [string, string][], over: 'v4' | 'v6' = 'v4') {
    const { port } = listening[over]!.address() as AddressInfo;
    seen = null;
    await fetch(`http://${over === 'v4' ? '127.0.0.1' : '[::1]'}:${port}/`, { headers: sent });
    return seen;
  }

  it('is the connection’s own, whatever the client says, when no proxy is trusted', async () => {
    address = await withProxies('');
    const spoofed = await call({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', [PEER_HEADER]: '198.51.100.3' });
    console.info(`direct request claiming X-Forwarded-For 198.51.100.1 and its own peer header is counted as: ${spoofed}`);
    expect(spoofed).toBe('127.0.0.1');
    expect(await call({ 'x-forwarded-for': '2001:db8::9' }, 'v6')).toBe('::1');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    address = await withProxies('10.0.0.1, 192.168.0.0/16');
    expect(await call({ 'x-forwarded-for': '203.0.113.40' })).toBe('127.0.0.1');
    expect(await call({ 'x-forwarded-for': '203.0.113.40, 10.0.0.1' })).toBe('127.0.0.1');
  });

  it('takes the hop a trusted proxy wrote, never one the client wrote before it', async () => {
    address = await withProxies('127.0.0.1, 10.0.0.0/8');
    // nginx appends the address it saw to whatever the client sent.
    expect(await call({ 'x-forwarded-for': '198.51.100.9, 203.0.113.40' })).toBe('203.0.113.40');
    // Behind two trusted hops, the first untrusted address from the right.
    expect(await call({ 'x-forwarded-for': '198.51.100.9, 203.0.113.40, 10.1.2.3' })).toBe('203.0.113.40');
    // The client's own header and the proxy's are joined; still only the right-hand hop counts.
    expect(await call([['x-forwarded-for', '10.9.9.9'], ['x-forwarded-for', '203.0.113.41']])).toBe('203.0.113.41');
    // No header (a request the proxy itself made), or a hop no proxy would write: the proxy's address.
    expect(await call({})).toBe('127.0.0.1');
    expect(await call({ 'x-forwarded-for': '203.0.113.40, evil.example' })).toBe('127.0.0.1');
    expect(await call({ 'x-forwarded-for': '203.0.113.40, 203.0.113.50:4711' })).toBe('127.0.0.1');
  });

  it('works over IPv6, with addresses and ranges, and with IPv4-mapped hops', async () => {
    address = await withProxies('::1, 2001:db8:ff::/48');
    expect(await call({ 'x-forwarded-for': '2001:db8::7' }, 'v6')).toBe('2001:db8::7');
    expect(await call({ 'x-forwarded-for': '2001:db8::7, 2001:db8:ff::2' }, 'v6')).toBe('2001:db8::7');
    expect(await call({ 'x-forwarded-for': '::ffff:203.0.113.8' }, 'v6')).toBe('203.0.113.8');
    // ::1 is trusted, 127.0.0.1 is not: an IPv4 connection's forwarded address is not believed.
    expect(await call({ 'x-forwarded-for': '2001:db8::7' })).toBe('127.0.0.1');
  });
});

describe('TRUSTED_PROXIES', () => {
  const base = { NODE_ENV: 'test' };
  it('is off by default and takes addresses and ranges', () => {
    expect(readEnv(base).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ ...base, TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,::1' }).TRUSTED_PROXIES).toEqual(['10.0.0.1', '172.16.0.0/12', '::1']);
  });
  it('refuses anything else', () => {
    expect(() => readEnv({ ...base, TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ ...base, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
  it('gives sessions a 12-hour absolute lifetime unless told otherwise', () => {
    expect(readEnv(base).SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(readEnv({ ...base, SESSION_ABSOLUTE_HOURS: '4' }).SESSION_ABSOLUTE_HOURS).toBe(4);
  });
});
