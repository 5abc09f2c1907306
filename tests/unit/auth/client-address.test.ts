import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The per-address sign-in limit keys on this address, so a client must not be able to choose it.

const { clientAddress } = await import('@/server/http/client-address');
const { readEnv } = await import('@/server/env-schema');

const PEER = 'x-portal-peer-address';
const headers = (h: Record<string, string>) => new Headers(h);

async function withProxies(list: string) {
  process.env.TRUSTED_PROXIES = list;
  // env() caches; a fresh module graph reads the new setting.
  const { vi } = await import('vitest');
  vi.resetModules();
  return (await import('@/server/http/client-address')).clientAddress;
}

describe('client address without the start script’s hook', () => {
  it('believes no header at all', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.5', 'x-real-ip': '203.0.113.6', [PEER]: '203.0.113.7' }))).toBeNull();
  });
});

describe('client address through the start script’s hook', () => {
  let server: http.Server;
  let seen: string | null;
  let address: typeof clientAddress;

  beforeAll(async () => {
    const hook = new URL('../../../scripts/peer-address.mjs', import.meta.url).href;
    await import(/* @vite-ignore */ hook);
    server = http.createServer((req, res) => {
      seen = address(new Headers(req.headers as Record<string, string>));
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen = null;
  });

  async function call(sent: Record<string, string>) {
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { headers: sent });
    return seen;
  }

  it('uses the socket address and ignores what the client says, by default', async () => {
    address = await withProxies('');
    const spoofed = await call({ 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', [PEER]: '198.51.100.3' });
    console.info(`direct request claiming X-Forwarded-For 198.51.100.1 is counted as: ${spoofed}`);
    expect(spoofed).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For only from a configured proxy, and only the hop that proxy wrote', async () => {
    address = await withProxies('127.0.0.1, 10.0.0.0/8');
    expect(await call({ 'x-forwarded-for': '198.51.100.9, 203.0.113.40' })).toBe('203.0.113.40');
    expect(await call({ 'x-forwarded-for': '198.51.100.9, 203.0.113.40, 10.1.2.3' })).toBe('203.0.113.40');
    expect(await call({})).toBe('127.0.0.1');
    address = await withProxies('10.0.0.1');
    expect(await call({ 'x-forwarded-for': '203.0.113.40' })).toBe('127.0.0.1');
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
