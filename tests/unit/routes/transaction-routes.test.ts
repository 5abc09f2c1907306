import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The BFF's shared behaviours, through the route handlers themselves: the session check, the flag's
// limit, field errors under the form's own names, and idempotent replay of submit and confirm. The
// kinds' server modules are scripted here; their own rules are tested against the sandbox elsewhere.

process.env.PORTAL_DATA_DIR = 'memory://';

// The session cookie every request below carries (the handlers read it from the request).
const jar = { cookie: undefined as string | undefined };
const withCookie = (headers: Record<string, string>): Record<string, string> => (jar.cookie ? { ...headers, cookie: `portal.session=${jar.cookie}` } : headers);

// The flow's investor is in the book: the wrapper looks it up before the route runs.
vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

const calls = vi.hoisted(() => ({ submit: 0, confirm: 0 }));
vi.mock('@/server/transactions/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/transactions/registry')>();
  const { saveTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
  const scripted = {
    async submit(auth: never, { pan }: { pan: string }, values: never, confirmKey: string) {
      calls.submit += 1;
      await saveTransactionDraft(auth, 'redemption', pan, {
        values, confirmKey, refno: '123456', view: { title: 'Redemption Payment Summary', sections: [], amount: null },
      });
    },
    async confirm() {
      calls.confirm += 1;
      return { reference: `REF${calls.confirm}` };
    },
    // Every confirm here gets its answer, so nothing is ever looked up.
    outcome: { ref: () => 'ORDER1', lookup: async () => null },
  };
  const table: Record<string, unknown> = { 'nfo-new-purchase': scripted, 'additional-purchase': scripted, redemption: scripted, switch: scripted };
  // Each kind keeps its routes, titles and schema; its steps are the ones above.
  return { ...real, transactionKind: (kind: never) => ({ ...real.transactionKind(kind), ...(table[kind] as object) }) };
});

const { upstream } = await import('../support/scripted-upstream');
const { scriptBookInvestor } = await import('../support/book-investor');
const { encodeSessionCookie } = await import('@/server/auth/token');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const submitRoute = await import('@/app/api/transactions/[kind]/route');
const confirmRoute = await import('@/app/api/transactions/[kind]/confirm/route');
const { closeDb } = await import('@/server/store/db');

const USER = 'demo@dit.test';
const PAN = 'BKFPS4821K';
const ORIGIN = 'http://portal.test';

async function signIn(flag = 'N') {
  jar.cookie = await encodeSessionCookie({
    userId: USER, arn: 'ARN-112233', name: 'Asha Menon', flag, lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
  });
}

const VALID = { folio: '1001', scheme: '117~FC~GR~G', type: 'P', mode: 'U', value: '10', balUnits: '100', curValue: '5000', minAmount: '1000', bank: 'XXXX1234' };

async function post(route: { POST: (req: Request, ctx: never) => Promise<Response> }, path: string, init: { body?: unknown; key?: string; origin?: string; kind?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'portal.test', origin: init.origin ?? ORIGIN };
  if (init.key) headers['Idempotency-Key'] = init.key;
  const req = new Request(`${ORIGIN}${path}`, { method: 'POST', headers: withCookie(headers), body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const res = await route.POST(req, { params: Promise.resolve({ kind: init.kind ?? 'redemption' }) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let f = '';
beforeEach(async () => {
  calls.submit = 0;
  calls.confirm = 0;
  upstream.reset();
  scriptBookInvestor(upstream);
  await signIn();
  f = await sealFlow(USER, PAN);
});
afterAll(() => closeDb());

describe('transaction routes', () => {
  it('answer 401 with the seed-style message when there is no session', async () => {
    jar.cookie = undefined;
    const res = await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key: 'k'.repeat(20) });
    expect(res).toEqual({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } });
  });

  it('answer 403 for a write from another origin', async () => {
    const res = await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key: 'k'.repeat(20), origin: 'http://evil.test' });
    expect(res.status).toBe(403);
  });

  it('answer 404 for a kind the registry does not know', async () => {
    const res = await post(submitRoute, `/api/transactions/mystery?f=${f}`, { body: VALID, key: 'k'.repeat(20), kind: 'mystery' });
    expect(res).toEqual({ status: 404, body: { message: 'Unknown transaction type' } });
  });

  it('put field errors under the form’s own names, not under a wrapper object', async () => {
    const res = await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: { ...VALID, bank: '' }, key: 'a'.repeat(20) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ bank: 'Bank details are mandatory' });
    expect(calls.submit).toBe(0);
  });

  it('refuse a submission without an idempotency key', async () => {
    const res = await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID });
    expect(res.status).toBe(400);
    expect(calls.submit).toBe(0);
  });

  it('run a submission once per key and replay it for a repeat', async () => {
    const key = `submit-${Date.now()}-aaaaaaaaaa`;
    const [a, b] = await Promise.all([
      post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key }),
      post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key }),
    ]);
    expect(a).toEqual({ status: 200, body: { ok: true } });
    expect(b).toEqual(a);
    expect(calls.submit).toBe(1);
  });

  it('confirm a draft once for its key, replaying the reference to a second tab', async () => {
    const key = `submit-${Date.now()}-bbbbbbbbbb`;
    await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key });
    const { confirmKeyOf } = await import('@/server/transactions/run');
    const otherTab = await sealFlow(USER, PAN);
    const first = await post(confirmRoute, `/api/transactions/redemption/confirm?f=${f}`, { key: confirmKeyOf(key) });
    const again = await post(confirmRoute, `/api/transactions/redemption/confirm?f=${otherTab}`, { key: confirmKeyOf(key) });
    expect(first).toEqual({ status: 200, body: { reference: 'REF1' } });
    expect(again).toEqual(first);
    expect(calls.confirm).toBe(1);
  });

  it('refuse a confirmation whose key is not the draft’s', async () => {
    await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key: `submit-${Date.now()}-cccccccccc` });
    const res = await post(confirmRoute, `/api/transactions/redemption/confirm?f=${f}`, { key: 'some-other-key-0000000' });
    expect(res).toEqual({ status: 409, body: { message: 'This transaction was changed in another window. Please review the summary again.' } });
    expect(calls.confirm).toBe(0);
  });

  it('keep a flag-Y distributor to New Transaction’s calls', async () => {
    await signIn('Y');
    const summary = await import('@/app/api/dashboard/summary/route');
    const res = await summary.GET(new Request(`${ORIGIN}/api/dashboard/summary`, { headers: withCookie({ host: 'portal.test' }) }), { params: Promise.resolve({}) } as never);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This is not available for your account.' });
    const allowed = await post(submitRoute, `/api/transactions/redemption?f=${f}`, { body: VALID, key: `submit-${Date.now()}-dddddddddd` });
    expect(allowed.status).toBe(200);
  });
});
