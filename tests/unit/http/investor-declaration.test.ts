import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// A route declares its investor (`withSession({ needs: 'read', investor: 'flow' | 'pan' }, …)`) and the wrapper hands
// it one checked against the signed-in user and the caller's book, or refuses as the seed does before
// the route runs. A route that declares none gets none, and the registrar is not asked.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { DEMO_USER: USER, demoSessionCookie, OTHER_BOOK_PAN: FARAH, RAVI_IN_BOOK, scriptBook } = await import('../support/book-investor');
const { investorByPan } = await import('@/server/fundhouse/endpoints/investors');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const { NO_INVESTOR_MESSAGE } = await import('@/lib/investor-messages');
const { withSession } = await import('@/server/http/handler');

const RAVI = RAVI_IN_BOOK.PAN;
const ORIGIN = 'http://portal.test';
const NOT_FOUND = { status: 404, body: { message: NO_INVESTOR_MESSAGE } };

let cookie = '';
const ran: unknown[] = [];
const ctx = { params: Promise.resolve({}) } as never;

const flowRoute = withSession({ needs: 'read', investor: 'flow' }, async ({ investor }) => {
  ran.push(investor);
  return { investor };
});
const panRoute = withSession({ needs: 'read', body: z.object({ favourite: z.boolean() }), investor: 'pan' }, async ({ body, investor }) => {
  ran.push(investor);
  return { investor, favourite: body.favourite };
});
const panOrNoneRoute = withSession({ needs: 'read', investor: 'pan', outsideBook: 'none' }, async ({ investor }) => {
  ran.push(investor);
  return { investor };
});
const plainRoute = withSession({ needs: 'read' }, async ({ investor }) => {
  ran.push(investor);
  return { investor: investor ?? 'none' };
});
const streamed = { fields: {} as Record<string, string>, discarded: 0 };
const streamRoute = withSession(
  { needs: 'read', stream: async () => ({ fields: streamed.fields, discard: async () => void (streamed.discarded += 1) }), investor: 'flow' },
  async ({ investor }) => {
    ran.push(investor);
    return { investor };
  },
);

async function call(route: (req: Request, ctx: never) => Promise<Response>, path: string, body?: unknown) {
  const headers: Record<string, string> = { host: 'portal.test', origin: ORIGIN, cookie: `portal.session=${cookie}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`${ORIGIN}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const res = await route(req, ctx);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeEach(async () => {
  ran.length = 0;
  streamed.discarded = 0;
  upstream.reset();
  scriptBook(upstream);
  cookie = await demoSessionCookie();
});

const investorCalls = () => upstream.paramsOf(investorByPan);

describe("a route that declares the flow's investor", () => {
  it('hands the route the investor of a good token, checked against the book', async () => {
    const f = await sealFlow(USER, RAVI);
    const res = await call(flowRoute, `/api/x?f=${encodeURIComponent(f)}`);
    expect(res).toEqual({
      status: 200,
      body: { investor: { pan: RAVI, name: 'Ravi Sharma', email: 'ravi@example.com', mobile: '9876543210', flow: f } },
    });
    expect(investorCalls()).toMatchObject([{ PAN: RAVI, Uid: USER }]);
  });

  it("refuses without a token, or with a forged one, in the seed's words, before the route runs", async () => {
    expect(await call(flowRoute, '/api/x')).toEqual(NOT_FOUND);
    expect(await call(flowRoute, '/api/x?f=')).toEqual(NOT_FOUND);
    expect(await call(flowRoute, '/api/x?f=Fe26.2**forged')).toEqual(NOT_FOUND);
    expect(ran).toEqual([]);
    expect(investorCalls()).toEqual([]);
  });

  it("refuses another user's token, though it names an investor of this book", async () => {
    const theirs = await sealFlow('txn@dit.test', RAVI);
    expect(await call(flowRoute, `/api/x?f=${encodeURIComponent(theirs)}`)).toEqual(NOT_FOUND);
    expect(ran).toEqual([]);
  });

  it("refuses a token whose investor is not in the caller's book as not found", async () => {
    const f = await sealFlow(USER, FARAH);
    expect(await call(flowRoute, `/api/x?f=${encodeURIComponent(f)}`)).toEqual(NOT_FOUND);
    expect(investorCalls()).toMatchObject([{ PAN: FARAH }]);
    expect(ran).toEqual([]);
  });

  it("reads a streamed body's token from its fields, and reads the body off after a refusal too", async () => {
    streamed.fields = { f: await sealFlow(USER, RAVI) };
    expect((await call(streamRoute, '/api/x', {})).body).toMatchObject({ investor: { pan: RAVI } });
    streamed.fields = { f: 'forged' };
    expect(await call(streamRoute, '/api/x?f=' + encodeURIComponent(await sealFlow(USER, RAVI)), {})).toEqual(NOT_FOUND);
    expect(streamed.discarded).toBe(2);
  });
});

describe('a route that declares a posted PAN', () => {
  it('takes the PAN in any case and hands the route the investor of the book', async () => {
    const res = await call(panRoute, '/api/x', { pan: 'bkfps4821k', favourite: true });
    expect(res).toEqual({
      status: 200,
      body: { investor: { pan: RAVI, name: 'Ravi Sharma', email: 'ravi@example.com', mobile: '9876543210', flow: null }, favourite: true },
    });
  });

  it("refuses anything that is not a PAN, or none, as not found, and another book's PAN the same", async () => {
    expect(await call(panRoute, '/api/x', { pan: 'BKFPS', favourite: true })).toEqual(NOT_FOUND);
    expect(await call(panRoute, '/api/x', { favourite: true })).toEqual(NOT_FOUND);
    expect(await call(panRoute, '/api/x', { pan: 42, favourite: true })).toEqual(NOT_FOUND);
    expect(investorCalls()).toEqual([]);
    expect(await call(panRoute, '/api/x', { pan: FARAH, favourite: true })).toEqual(NOT_FOUND);
    expect(ran).toEqual([]);
  });

  it('never takes the PAN from the address', async () => {
    expect(await call(panRoute, `/api/x?pan=${RAVI}`, { favourite: true })).toEqual(NOT_FOUND);
  });

  it('hands a route that answers for nobody none for a PAN outside the book, and still refuses a non-PAN', async () => {
    expect(await call(panOrNoneRoute, '/api/x', { pan: FARAH })).toEqual({ status: 200, body: { investor: null } });
    expect((await call(panOrNoneRoute, '/api/x', { pan: RAVI })).body).toMatchObject({ investor: { pan: RAVI } });
    expect(await call(panOrNoneRoute, '/api/x', { pan: 'nobody' })).toEqual(NOT_FOUND);
  });
});

describe('a route that declares no investor', () => {
  it('gets none, whatever the request carries, and the registrar is not asked', async () => {
    const f = await sealFlow(USER, RAVI);
    expect(await call(plainRoute, `/api/x?f=${encodeURIComponent(f)}&pan=${RAVI}`)).toEqual({ status: 200, body: { investor: 'none' } });
    expect(ran).toEqual([undefined]);
    expect(investorCalls()).toEqual([]);
  });
});
