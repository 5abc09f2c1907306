import { beforeEach, describe, expect, it, vi } from 'vitest';

// Another book's investor, probed on every BFF route that acts for one investor: the investor calls
// with the PAN posted, the transaction, mandate and upload calls with a flow token this user was given
// for that PAN. Each answers as the seed does for an investor it does not know, and nothing past the
// wrapper's look-up in the book is asked of the registrar.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const { upstream } = await import('../support/scripted-upstream');
const { DEMO_USER: USER, demoSessionCookie, OTHER_BOOK_PAN: FARAH, scriptBook } = await import('../support/book-investor');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const { NO_INVESTOR_MESSAGE } = await import('@/lib/investor-messages');

type Handler = (req: Request, ctx: never) => Promise<Response>;
const route = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;

const ORIGIN = 'http://portal.test';
const NOT_FOUND = { status: 404, body: { message: NO_INVESTOR_MESSAGE } };

let cookie = '';
let key = 0;

async function call(handler: Handler, method: string, path: string, body?: unknown, params: Record<string, string> = {}) {
  const headers: Record<string, string> = { host: 'portal.test', origin: ORIGIN, cookie: `portal.session=${cookie}`, 'Idempotency-Key': `probe-${Date.now()}-${key++}`.padEnd(20, 'x') };
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const req = new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  const res = await handler(req, { params: Promise.resolve(params) } as never);
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeEach(async () => {
  upstream.reset();
  scriptBook(upstream);
  cookie = await demoSessionCookie();
});

describe("another book's PAN, posted to the investor calls", () => {
  it.each([
    ['investors/detail', 'POST', {}, NOT_FOUND],
    ['investors/sips', 'POST', {}, { status: 200, body: { sips: [] } }],
    ['investors/problems', 'POST', {}, { status: 200, body: { problems: [] } }],
    ['investors/favourite', 'PUT', { favourite: true }, NOT_FOUND],
    ['investors/initiate', 'POST', { from: 'detail' }, NOT_FOUND],
    ['investors/select', 'POST', { purpose: 'mail-back' }, NOT_FOUND],
  ] as const)('%s answers as for an investor it does not know', async (path, method, rest, answer) => {
    const handler = (await route(path))[method]!;
    expect(await call(handler, method, `/api/${path}`, { pan: FARAH, ...rest })).toEqual(answer);
    expect(upstream.names()).toEqual(['investorByPan']);
  });
});

describe("a flow token for another book's PAN, on the transaction, mandate and upload calls", () => {
  const upload = (f: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.set('f', f);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'order.pdf', { type: 'application/pdf' }));
    return form;
  };
  const contact = { email: 'farah@example.com', mobile: '9876543210', terms: 'true' };

  it.each([
    ['transactions/[kind]', 'POST', '/api/transactions/redemption?f=', {}, { kind: 'redemption' }],
    ['transactions/[kind]/confirm', 'POST', '/api/transactions/redemption/confirm?f=', undefined, { kind: 'redemption' }],
    ['transactions/[kind]/check', 'GET', '/api/transactions/redemption/check?f=', undefined, { kind: 'redemption' }],
    ['transactions/drafts', 'DELETE', '/api/transactions/drafts?f=', undefined, {}],
    ['transactions/plan-pause/dates', 'GET', '/api/transactions/plan-pause/dates?ihno=7000001&f=', undefined, {}],
    ['transactions/plan-pause/end-date', 'GET', '/api/transactions/plan-pause/end-date?start=10%2F01%2F2027&count=3&f=', undefined, {}],
    ['transactions/live-sips/modification-dates', 'GET', '/api/transactions/live-sips/modification-dates?ihno=7000001&scheme=117~FC~RG~G&frequency=M&sipDay=10&installments=12&f=', undefined, {}],
    ['transactions/live-sips/topup', 'POST', '/api/transactions/live-sips/topup?f=', { ihno: '7000001', topUpFrequency: 'Y', topUpAmount: '500', topUpStartDate: '', topUpEndDate: '' }, {}],
    ['mandates', 'GET', '/api/mandates?list=enach&acno=10234561&f=', undefined, {}],
    ['mandates/banks', 'GET', '/api/mandates/banks?acno=10234561&f=', undefined, {}],
    ['mandates/choice', 'POST', '/api/mandates/choice?f=', { mode: 'ENACH', acno: '10234561', umrn: 'HDFC0001' }, {}],
    ['uploads/physical', 'POST', '/api/uploads/physical', 'upload', {}],
    ['nct/requests', 'POST', '/api/nct/requests', 'upload', {}],
  ] as const)('%s is not found', async (path, method, address, body, params) => {
    const f = await sealFlow(USER, FARAH);
    const handler = (await route(path))[method]!;
    const sent = body === 'upload' ? upload(f, { ...contact, reqtype: 'add', ncttype: '1', folio: '10234561' }) : body;
    const url = body === 'upload' ? address : `${address}${encodeURIComponent(f)}`;
    expect(await call(handler, method, url, sent, params)).toEqual(NOT_FOUND);
    expect(upstream.names()).toEqual(['investorByPan']);
  });
});
