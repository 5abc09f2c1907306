import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/server';

// A mandate-mode SIP submitted through the BFF's own route against an in-process sandbox: the
// mandate comes from the server's stored choice, never from the browser, so an instalment above its
// maximum is refused with the seed's message even when the form's copy of the maximum was emptied.

process.env.PORTAL_DATA_DIR = 'memory://';

// The session cookie: handlers read it from the request, the page helpers called directly here from Next's jar.
const jar = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'portal.session' && jar.cookie ? { name, value: jar.cookie } : undefined) }),
}));
const withCookie = (headers: Record<string, string>): Record<string, string> => (jar.cookie ? { ...headers, cookie: `portal.session=${jar.cookie}` } : headers);

const USER = 'demo@dit.test';
const ARN = 'ARN-112233';
const RAVI = 'BKFPS4821K';
const ORIGIN = 'http://portal.test';

let sandbox: RunningSandbox;
let upstreamToken = '';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: 'memory://', quiet: true });
  process.env.FUNDHOUSE_API_URL = sandbox.url;
  const { upstream } = await import('@/server/fundhouse/upstream');
  const { login } = await import('@/server/fundhouse/endpoints/auth');
  upstreamToken = (await upstream(login, { ReqBy: 'D', username: USER, password: 'Demo@2026', nonce: '123456' })).DtData[0]?.token ?? '';
}, 60_000);

afterAll(async () => {
  const { closeDb } = await import('@/server/store/db');
  await closeDb();
  await sandbox?.close();
});

async function signedIn() {
  const { encodeSessionCookie } = await import('@/server/auth/token');
  jar.cookie = await encodeSessionCookie({
    userId: USER, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', ut: upstreamToken, utExp: Math.floor(Date.now() / 1000) + 3600,
  });
  const { requireDistributor } = await import('@/server/auth/session');
  return requireDistributor();
}

const body = {
  mode: 'UPI', sipType: 'EXISTING', folio: '10234561', category: 'Equity', scheme: '117~FC~RG~G', multiples: '1', arnCode: ARN,
  subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '', frequency: 'M', minInstallments: '6', minAmount: '100', installments: '12',
  sipDay: '10', startDate: '10/01/2027', endDate: '10/12/2027', perpetual: false, amount: '60000', topUp: 'N', mandateMax: '', mandateStart: '', mandateEnd: '',
};

const post = (path: string, data: unknown, key = `sip-${Date.now()}-${Math.random().toString(36).slice(2)}`.padEnd(24, 'x')) =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: withCookie({ 'content-type': 'application/json', host: 'portal.test', origin: ORIGIN, 'Idempotency-Key': key }),
    body: JSON.stringify(data),
  });

async function submit(kind: string, f: string, values: object = body) {
  const route = await import('@/app/api/transactions/[kind]/route');
  const res = await route.POST(post(`/api/transactions/${kind}?f=${f}`, values), { params: Promise.resolve({ kind }) } as never);
  return { status: res.status, body: (await res.json()) as { message?: string; fieldErrors?: Record<string, string> } };
}

/** Confirms as the summary does: with the confirm key of the draft it shows. */
async function confirm(kind: string, f: string, key: string) {
  const route = await import('@/app/api/transactions/[kind]/confirm/route');
  const res = await route.POST(post(`/api/transactions/${kind}/confirm?f=${f}`, {}, key), { params: Promise.resolve({ kind }) } as never);
  return { status: res.status, body: (await res.json()) as { message?: string; reference?: string } };
}

const UPI_MANDATE = {
  mode: 'UPI', acno: '10234561', umrn: 'UPI8100002117000001', bankName: 'HDFC Bank', accountNo: 'XXXXXXXXXX1781', ifsc: 'HDFC0000123',
  startDate: '01/01/2026', endDate: '01/01/2056', maxAmount: 50000,
} as const;

describe('a mandate-mode SIP submit', () => {
  it('is refused without a selected mandate', async () => {
    await signedIn();
    const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
    const res = await submit('sip-upi', await sealFlow(USER, RAVI));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Select a mandate for this SIP on the mode of registration page first.');
  });

  it('refuses an instalment above the stored mandate maximum with its message', async () => {
    const auth = await signedIn();
    const { saveChosenMandate } = await import('@/server/services/mandates/chosen-mandate');
    await saveChosenMandate(auth, RAVI, UPI_MANDATE);
    const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
    const res = await submit('sip-upi', await sealFlow(USER, RAVI));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.amount).toBe('SIP instalment amount should be less than the Mandate Amount 50,000');
    const { loadDraft } = await import('@/server/store/drafts');
    const { getDb } = await import('@/server/store/db');
    // The refusal keeps what was typed, with the mandate's figures in place of the browser's.
    const draft = (await loadDraft(await getDb(), { userId: auth.session.userId, kind: 'sip-upi', pan: RAVI })) as { values: object } | null;
    expect(draft?.values).toMatchObject({ amount: '60000', mandateMax: '50000', folio: '10234561' });
    // ...and the form reopens with it, though the rules refuse it: without a summary to confirm.
    const { loadTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
    const restored = await loadTransactionDraft(auth, 'sip-upi', RAVI);
    expect(restored?.values).toMatchObject({ amount: '60000', scheme: '117~FC~RG~G', installments: '12', sipDay: '10' });
    expect(restored?.view).toBeUndefined();
    expect(restored?.refno).toBeUndefined();
  });

  it('restores no draft whose values are not of the form\'s shape', async () => {
    const auth = await signedIn();
    const { saveDraft } = await import('@/server/store/drafts');
    const { getDb } = await import('@/server/store/db');
    await saveDraft(await getDb(), { userId: auth.session.userId, kind: 'sip-enach', pan: RAVI }, { values: { ...body, mode: 'ENACH', amount: 60000 } });
    const { loadTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
    expect(await loadTransactionDraft(auth, 'sip-enach', RAVI)).toBeNull();
  });

  it('is refused on the form of another mode than the selected mandate\'s', async () => {
    await signedIn();
    const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
    // The UPI mandate selected above does not pay an eNACH SIP.
    const res = await submit('sip-enach', await sealFlow(USER, RAVI));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Select a mandate for this SIP on the mode of registration page first.');
  });

  it('confirms on the mandate its summary showed, not one selected since in another window', async () => {
    const auth = await signedIn();
    const { saveChosenMandate } = await import('@/server/services/mandates/chosen-mandate');
    await saveChosenMandate(auth, RAVI, UPI_MANDATE);
    const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
    const f = await sealFlow(USER, RAVI);
    const submitted = await submit('sip-upi', f, { ...body, amount: '1000' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { loadTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
    const draft = await loadTransactionDraft(auth, 'sip-upi', RAVI);
    expect(draft?.view?.sections.find((s) => s.title === 'Mandate')?.rows).toContainEqual({ label: 'UMR No', value: UPI_MANDATE.umrn });
    await saveChosenMandate(auth, RAVI, { ...UPI_MANDATE, umrn: 'UPI8100009117000009' });
    const res = await confirm('sip-upi', f, draft?.confirmKey ?? '');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Select a mandate for this SIP on the mode of registration page first.');
  });
});
