import { NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandler } from '@/server/http/answer';
import { HttpError, withPublic, withSession } from '@/server/http/handler';
import { cookieJar, requestHeaders } from '@/server/http/request-scope';

// A handler reads the request's cookies and headers from its own scope, so it answers the same whether Next
// or a test calls it; cookies set while answering leave with the answer, a refusal's too.

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => ({ name, value: "Next's jar" }) }),
  headers: async () => new Headers({ 'x-from': "Next's headers" }),
}));

const ctx = { params: Promise.resolve({}) };
const request = (headers: Record<string, string> = {}) => new Request('http://portal.test/api/thing?x=1', { headers });

async function answered(handler: RouteHandler, headers?: Record<string, string>) {
  const res = await handler(request(headers), ctx);
  return { status: res.status, cookies: res.headers.getSetCookie(), type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
}

describe('a BFF handler’s answer', () => {
  it('is JSON with its status, and no-store', async () => {
    const res = await answered(withPublic({}, async ({ req }) => ({ got: new URL(req.url).searchParams.get('x') })));
    expect(res).toEqual({ status: 200, cookies: [], type: 'application/json', cache: 'no-store', body: '{"got":"1"}' });
  });

  it('reads the request’s own cookies and headers, and sends a cookie it set', async () => {
    const handler = withPublic({}, async () => {
      const jar = await cookieJar();
      const before = jar.get('portal.flow.signup')?.value;
      jar.set('portal.flow.signup', 'sealed-next', { httpOnly: true, path: '/' });
      return { before, after: jar.get('portal.flow.signup')?.value, from: (await requestHeaders()).get('x-from') };
    });
    const res = await answered(handler, { cookie: 'portal.flow.signup=sealed-first', 'x-from': 'the request' });
    expect(JSON.parse(res.body)).toEqual({ before: 'sealed-first', after: 'sealed-next', from: 'the request' });
    expect(res.cookies).toEqual(['portal.flow.signup=sealed-next; Path=/; HttpOnly']);
  });

  it('gives a refusal in the BFF’s shape, and clears a session cookie that no longer opens', async () => {
    const refused = await answered(withPublic({}, async () => {
      throw new HttpError(404, { message: 'No investor found' });
    }));
    expect(refused).toMatchObject({ status: 404, body: '{"message":"No investor found"}', cache: 'no-store' });

    const expired = await answered(withSession({ needs: 'read' }, async () => ({})), { cookie: 'portal.session=not-a-sealed-session' });
    expect(expired.status).toBe(401);
    expect(expired.cookies).toEqual([expect.stringMatching(/^portal\.session=; Path=\/; .*Max-Age=0/)]);
  });

  it('passes a response the handler made itself through byte for byte, with no-store', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x81]);
    const res = await withPublic({}, async () => new NextResponse(bytes, { status: 201, headers: { 'content-type': 'application/pdf' } }))(request(), ctx);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

it("leaves pages and server actions, which have no handler scope, with Next's own cookies and headers", async () => {
  expect((await cookieJar()).get('anything')?.value).toBe("Next's jar");
  expect((await requestHeaders()).get('x-from')).toBe("Next's headers");
});
