import { NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { BFF_HANDLER, type PlainAnswer, type RouteHandler } from '@/server/http/answer';
import { HttpError, withPublic, withSession } from '@/server/http/handler';
import { BFF_HANDLER as HOOK_MARK } from '@/server/http/bff-reads.mjs';
import { cookieJar, requestHeaders } from '@/server/http/request-scope';

// One handler, two ways out: Next's NextResponse and the request hook's plain parts (server/http/bff-reads.mjs)
// must say the same thing, cookies included. The request's cookies and headers come from the handler's own
// scope, never from Next's, which the hook does not have.

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => ({ name, value: "Next's jar" }) }),
  headers: async () => new Headers({ 'x-from': "Next's headers" }),
}));

const ctx = { params: Promise.resolve({}) };
const request = (headers: Record<string, string> = {}) => new Request('http://portal.test/api/thing?x=1', { headers });
const plainOf = (handler: RouteHandler) => (handler as unknown as Record<symbol, (req: Request, c: typeof ctx) => Promise<PlainAnswer>>)[BFF_HANDLER]!;

async function bothWays(handler: RouteHandler, headers?: Record<string, string>) {
  const res = await handler(request(headers), ctx);
  const plain = await plainOf(handler)(request(headers), ctx);
  const viaNext = { status: res.status, cookies: res.headers.getSetCookie(), type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
  const lower = plain.headers.map(([k, v]) => [k.toLowerCase(), v] as const);
  const viaHook = {
    status: plain.status,
    cookies: lower.filter(([k]) => k === 'set-cookie').map(([, v]) => v),
    type: lower.find(([k]) => k === 'content-type')?.[1] ?? null,
    cache: lower.find(([k]) => k === 'cache-control')?.[1] ?? null,
    body: plain.body.toString(),
  };
  expect(lower.some(([k]) => k.startsWith('x-middleware-'))).toBe(false);
  return { viaNext, viaHook };
}

describe('a handler answered both ways', () => {
  it('carries the mark the request hook looks for', () => {
    expect(BFF_HANDLER).toBe(HOOK_MARK);
    expect(typeof plainOf(withPublic({}, async () => ({})))).toBe('function');
  });

  it('gives the same JSON, status and no-store', async () => {
    const { viaNext, viaHook } = await bothWays(withPublic({}, async ({ req }) => ({ got: new URL(req.url).searchParams.get('x') })));
    expect(viaHook).toEqual(viaNext);
    expect(viaNext).toEqual({ status: 200, cookies: [], type: 'application/json', cache: 'no-store', body: '{"got":"1"}' });
  });

  it('reads the request’s own cookies and headers, and sends a cookie it set', async () => {
    const handler = withPublic({}, async () => {
      const jar = await cookieJar();
      const before = jar.get('portal.flow.signup')?.value;
      jar.set('portal.flow.signup', 'sealed-next', { httpOnly: true, path: '/' });
      return { before, after: jar.get('portal.flow.signup')?.value, from: (await requestHeaders()).get('x-from') };
    });
    const { viaNext, viaHook } = await bothWays(handler, { cookie: 'portal.flow.signup=sealed-first', 'x-from': 'the request' });
    expect(viaHook).toEqual(viaNext);
    expect(JSON.parse(viaNext.body)).toEqual({ before: 'sealed-first', after: 'sealed-next', from: 'the request' });
    expect(viaNext.cookies).toEqual(['portal.flow.signup=sealed-next; Path=/; HttpOnly']);
  });

  it('gives a refusal in the BFF’s shape, and clears a session cookie that no longer opens', async () => {
    const { viaNext, viaHook } = await bothWays(withPublic({}, async () => {
      throw new HttpError(404, { message: 'No investor found' });
    }));
    expect(viaHook).toEqual(viaNext);
    expect(viaNext).toMatchObject({ status: 404, body: '{"message":"No investor found"}', cache: 'no-store' });

    const expired = await bothWays(withSession({}, async () => ({})), { cookie: 'portal.session=not-a-sealed-session' });
    expect(expired.viaHook).toEqual(expired.viaNext);
    expect(expired.viaNext.status).toBe(401);
    expect(expired.viaNext.cookies).toEqual([expect.stringMatching(/^portal\.session=; Path=\/; .*Max-Age=0/)]);
  });

  it('passes a response the handler made itself through byte for byte', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x81]);
    const handler = withPublic({}, async () => new NextResponse(bytes, { status: 201, headers: { 'content-type': 'application/pdf' } }));
    const plain = await plainOf(handler)(request(), ctx);
    expect(Buffer.compare(plain.body as Buffer, bytes)).toBe(0);
    const res = await handler(request(), ctx);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(plain.status).toBe(201);
    expect(plain.headers).toContainEqual(['content-type', 'application/pdf']);
    expect(plain.headers).toContainEqual(['cache-control', 'no-store']);
  });
});

it("leaves pages and server actions, which have no handler scope, with Next's own cookies and headers", async () => {
  expect((await cookieJar()).get('anything')?.value).toBe("Next's jar");
  expect((await requestHeaders()).get('x-from')).toBe("Next's headers");
});
