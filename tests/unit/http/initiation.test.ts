import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { noteUpstreamDate } from '@/server/fundhouse/clock';

// The trail of what a distributor initiates, through the BFF: a handler that declares `initiates`
// records the outcome of each run whose service got as far as asking the registrar (made, in doubt,
// refused), with the facts the service noted and never a secret; a run refused before that, or a
// replayed answer, records nothing. The routes below are the real ones against a scripted registrar.

process.env.PORTAL_DATA_DIR = 'memory://';

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
// An upload goes through its own client; the scripted registrar stands in for it here.
const uploaded = vi.fn(async (_endpoint: unknown, _params: unknown, file: { body: AsyncIterable<Uint8Array> }) => {
  for await (const chunk of file.body) void chunk;
  return { DtData: [{ ihno: '8000042' }] };
});
vi.mock('@/server/services/uploads/uploads-shared', async (original) => ({
  ...(await original<typeof import('@/server/services/uploads/uploads-shared')>()),
  uploadUpstream: (...args: Parameters<typeof uploaded>) => uploaded(...args),
}));

const { upstream } = await import('../support/scripted-upstream');
const { NextRequest, NextResponse } = await import('next/server');
const { addMonths, formatDisplayDay, istDay } = await import('@/lib/dates');
const { topupStartWindow } = await import('@/lib/forms/sip/sip-topup');
const { foliosByPan, investorByPan } = await import('@/server/fundhouse/endpoints/investors');
const { kraCheck } = await import('@/server/fundhouse/endpoints/kyc');
const { sendEkycMail } = await import('@/server/fundhouse/endpoints/ekyc');
const { sendNfoLink } = await import('@/server/fundhouse/endpoints/nfo');
const { distMailbackRequest, netWorthPortfolio } = await import('@/server/fundhouse/endpoints/mailback');
const { liveSipsForChange, saveSipTopup } = await import('@/server/fundhouse/endpoints/sip-changes');
const { encodeSessionCookie } = await import('@/server/auth/token');
const { selectInvestor } = await import('@/server/auth/selected-investor');
const { applyScopeCookies, inRequestScope } = await import('@/server/http/request-scope');
const { HttpError, withSession } = await import('@/server/http/handler');
const { noteInitiation } = await import('@/server/http/initiation');
const { OutcomeUnknownError } = await import('@/server/store/idempotency');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const { closeDb, getDb } = await import('@/server/store/db');
const { initiations } = await import('@/server/store/schema/initiations');
const topupRoute = await import('@/app/api/transactions/live-sips/topup/route');
const nfoRoute = await import('@/app/api/nfo/links/route');
const ekycRoute = await import('@/app/api/ekyc/route');
const selfMailbackRoute = await import('@/app/api/mailback/self/route');
const statementRoute = await import('@/app/api/mailback/statements/[key]/route');
const physicalRoute = await import('@/app/api/uploads/physical/route');

const USER = 'demo@dit.test';
const ARN = 'ARN-112233';
const PAN = 'BKFPS4821K';
const ORIGIN = 'http://portal.test';
const PASSWORD = 'Zq7#mailbackSecret';
const { REQUEST_CHECKING_MESSAGE } = await import('@/lib/api/transactions');

type Route = { POST: (req: Request, ctx: never) => Promise<Response> };
interface Sent {
  body?: unknown;
  raw?: { type: string; bytes: Uint8Array<ArrayBuffer> };
  key?: string;
  params?: Record<string, string>;
  cookies?: string[];
}

let session = '';
let keys = 0;
const newKey = () => `initiation-test-${Date.now()}-${(keys += 1)}`;

async function post(route: Route, path: string, sent: Sent = {}) {
  const headers: Record<string, string> = {
    host: 'portal.test',
    origin: ORIGIN,
    'user-agent': 'Mozilla/5.0 (trail test)',
    cookie: [`portal.session=${session}`, ...(sent.cookies ?? [])].join('; '),
  };
  if (sent.key) headers['Idempotency-Key'] = sent.key;
  let body: BodyInit | undefined;
  if (sent.raw) {
    headers['content-type'] = sent.raw.type;
    body = sent.raw.bytes;
  } else if (sent.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.body);
  }
  const res = await route.POST(new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body }), { params: Promise.resolve(sent.params ?? {}) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const trail = async () => (await getDb()).select().from(initiations).orderBy(asc(initiations.id));
const rowsMember = (rows: { userId: string; memberId: string | null; memberName: string | null }[]) => rows.map((r) => [r.userId, r.memberId, r.memberName]);

/** The sealed cookie naming the investor the mail-back statement is for, as choosing one sets it. */
async function mailbackInvestorCookie(pan: string): Promise<string> {
  return inRequestScope(new NextRequest(`${ORIGIN}/`), async () => {
    await selectInvestor(USER, pan, 'mail-back');
    const [cookie] = applyScopeCookies(NextResponse.json({})).headers.getSetCookie();
    return cookie!.split(';')[0]!;
  });
}

const ravi = { invname: 'Ravi Sharma', PAN, KYC: 'Y', FATCA: 'Y', fav: 'F', email: 'ravi@example.com', Mobile: '9876543210' } as const;

// Opening the in-memory store runs every migration: slow on a busy machine, and paid once here.
beforeAll(async () => {
  await getDb();
}, 180_000);
beforeEach(async () => {
  upstream.reset();
  uploaded.mockClear();
  session = await encodeSessionCookie({
    userId: USER, arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
  });
  await (await getDb()).delete(initiations);
});
afterAll(() => closeDb());

describe('a handler that declares what it initiates', () => {
  // What the probe's service does once asked: the tests change it between runs of the same key.
  let behaviour: 'made' | 'lost' | 'refused' | 'field' = 'made';
  const probe = withSession({ needs: 'read', body: z.object({ n: z.number() }), idempotent: true, initiates: 'nfo-link' }, async () => {
    if (behaviour === 'field') throw new HttpError(400, { message: 'Please correct the highlighted fields.', fieldErrors: { scheme: 'Scheme is mandatory*' } });
    noteInitiation({ pan: PAN, investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund', amount: '5000' });
    if (behaviour === 'lost') throw new OutcomeUnknownError('Checking with the registrar');
    if (behaviour === 'refused') throw new HttpError(422, { message: 'This NFO is not open for subscription' });
    noteInitiation({ reference: '5100077', referenceKind: 'txn' });
    return { done: true };
  });
  const run = (key: string) => post({ POST: probe }, '/api/probe', { key, body: { n: 1 } });

  it('records a made request with the noted facts, the reference and who asked from where', async () => {
    behaviour = 'made';
    const key = newKey();
    expect((await run(key)).status).toBe(200);
    const rows = await trail();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: USER, arn: ARN, kind: 'nfo-link', pan: PAN, investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund', amount: '5000',
      reference: '5100077', referenceKind: 'txn', outcome: 'made', message: null, idempotencyKey: key, userAgent: 'Mozilla/5.0 (trail test)',
    });
    // A replay of the key initiated nothing: still the one row.
    expect((await run(key)).status).toBe(200);
    expect(await trail()).toHaveLength(1);
  });

  it("records the firm's member who asked, from the session, and none for the ARN holder", async () => {
    behaviour = 'made';
    expect(rowsMember(await trail())).toEqual([]);
    expect((await run(newKey())).status).toBe(200);
    session = await encodeSessionCookie({
      userId: 'rahul.pillai@ashamenon.in', arn: ARN, name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
      role: 'Adviser', member: { id: '2', name: 'Rahul Pillai', euin: 'E234567', subBroker: '', scope: 'euin' },
    });
    expect((await run(newKey())).status).toBe(200);
    expect(rowsMember(await trail())).toEqual([
      [USER, null, null],
      ['rahul.pillai@ashamenon.in', '2', 'Rahul Pillai'],
    ]);
  });

  it("records when it was initiated on the registrar's clock, the one its link's expiry is counted on", async () => {
    behaviour = 'made';
    // Ten minutes ahead: within the session token's hour, so the session stays good.
    const ahead = 10 * 60_000;
    noteUpstreamDate(new Date(Date.now() + ahead).toUTCString());
    try {
      expect((await run(newKey())).status).toBe(200);
      const [row] = await trail();
      expect(Math.abs(row!.at.getTime() - (Date.now() + ahead))).toBeLessThan(5_000);
    } finally {
      noteUpstreamDate(new Date().toUTCString());
    }
  });

  it('records a request whose outcome is unknown as in doubt', async () => {
    behaviour = 'lost';
    expect((await run(newKey())).status).toBe(202);
    const [row] = await trail();
    expect(row).toMatchObject({ outcome: 'in-doubt', pan: PAN, amount: '5000', reference: null, message: null });
  });

  it('records a refusal after the note with the words the distributor was shown', async () => {
    behaviour = 'refused';
    expect(await run(newKey())).toEqual({ status: 422, body: { message: 'This NFO is not open for subscription' } });
    const [row] = await trail();
    expect(row).toMatchObject({ outcome: 'refused', message: 'This NFO is not open for subscription', scheme: 'Multicap Fund', reference: null });
  });

  it('records nothing for a request refused before the registrar was asked', async () => {
    behaviour = 'field';
    expect((await run(newKey())).status).toBe(400);
    expect(await trail()).toEqual([]);
  });

  it('updates the row of an in-doubt key when its retry is made, keeping what it knew before', async () => {
    const key = newKey();
    behaviour = 'lost';
    expect((await run(key)).status).toBe(202);
    const [doubtful] = await trail();
    behaviour = 'made';
    expect((await run(key)).status).toBe(200);
    const rows = await trail();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: doubtful!.id, outcome: 'made', reference: '5100077', referenceKind: 'txn', pan: PAN, investor: 'Ravi Sharma', amount: '5000' });
    expect(rows[0]!.at).toEqual(doubtful!.at);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(doubtful!.updatedAt.getTime());
  });
});

describe('the routes that initiate', () => {
  it('a SIP top-up notes the investor, folio, scheme, amount and the registrar’s transaction number', async () => {
    const start = { year: 2024, month: 1, day: 10 };
    const end = { year: 2040, month: 12, day: 10 };
    const from = topupStartWindow({ start, end, enachflag: '1' }, istDay(new Date())).from;
    const mdy = (d: { year: number; month: number; day: number }) => `${String(d.month).padStart(2, '0')}/${String(d.day).padStart(2, '0')}/${d.year}`;
    upstream.answer(foliosByPan, { DtData: [{ acno: '10234561', fund: '117', invname: 'Ravi Sharma', Schemes: '1', BalUnits: '10', CurValue: '5000' }] });
    upstream.answer(investorByPan, { DtData: [ravi] });
    upstream.answer(liveSipsForChange, {
      DtData: [{
        Ihno: '5000101', Acno: '10234561', Scheme: 'MC', Plan: 'GR', Option: 'G', SchemeName: 'Multicap Fund - Growth', Category: 'Equity', URN_Status: 'Active',
        Urnno: 'HDFC7000000117000001', SIPType: '1', Enachflag: '1', Amount: '5000', Frequency: 'M', Reg_Date: mdy(start), Start_Date: mdy(start), End_Date: mdy(end),
        Noofinst: '204', Balance_Inst: '150', MandateAmount: '100000', MandateEndDate: '', IsPerpetual: 'N', Topup_Status: '', Topup_Frequency: '', Topup_Amount: '',
        Topup_StartDate: '', Topup_EndDate: '', Modification_Status: '',
      }],
    });
    upstream.answer(saveSipTopup, { DtData: [{ Scheme: 'MC', Pln: '', Opt: 'G', refno: '5000230' }] });
    const f = await sealFlow(USER, PAN);
    const body = { ihno: '5000101', topUpFrequency: 'Y', topUpAmount: '1000', topUpStartDate: formatDisplayDay(from), topUpEndDate: formatDisplayDay(addMonths(from, 12)) };
    expect(await post(topupRoute, `/api/transactions/live-sips/topup?f=${f}`, { key: newKey(), body })).toEqual({ status: 200, body: { refno: '5000230' } });
    const [row] = await trail();
    expect(row).toMatchObject({
      kind: 'sip-topup', pan: PAN, investor: 'Ravi Sharma', folio: '10234561', scheme: 'Multicap Fund - Growth', amount: '1000',
      reference: '5000230', referenceKind: 'txn', outcome: 'made',
    });
  });

  it('an NFO link refused by the registrar is recorded with its words; a field error records nothing', async () => {
    const form = { scheme: 'MC', arnCode: ARN, subArnCode: '', subBrokerCode: '', euinDeclaration: 'YES', euin: '' };
    expect((await post(nfoRoute, '/api/nfo/links', { key: newKey(), body: { ...form, scheme: '' } })).status).toBe(400);
    expect(await trail()).toEqual([]);
    upstream.fail(sendNfoLink, 'business', 'This NFO is not open for subscription');
    expect(await post(nfoRoute, '/api/nfo/links', { key: newKey(), body: form })).toEqual({ status: 422, body: { message: 'This NFO is not open for subscription' } });
    upstream.answer(sendNfoLink, { DtData: [{ refno: 'NFO0001', nfo_link: 'https://example.test/nfo/NFO0001', Scheme: 'Multicap Fund' }] });
    expect((await post(nfoRoute, '/api/nfo/links', { key: newKey(), body: form })).status).toBe(200);
    const rows = await trail();
    expect(rows.map((r) => [r.kind, r.outcome, r.message, r.reference, r.referenceKind, r.scheme])).toEqual([
      ['nfo-link', 'refused', 'This NFO is not open for subscription', null, null, 'MC'],
      ['nfo-link', 'made', null, 'NFO0001', null, 'Multicap Fund'],
    ]);
  });

  it('an e-KYC records the IKYC mail only: the DKYC page asks the registrar for nothing', async () => {
    upstream.answer(kraCheck, { DtData: [{ KYCBlock: 'Y', Name: '' }] });
    const form = { pan: 'DHRPK2206B', name: 'Dev Kapoor', email: 'dev@example.com', phone: '9876543210' };
    expect((await post(ekycRoute, '/api/ekyc', { key: newKey(), body: { ...form, kycType: 'DKYC', ipv: true } })).status).toBe(200);
    expect(await trail()).toEqual([]);
    upstream.answer(sendEkycMail, { Dtinformation: [{ Result: 'Mail sent' }] });
    expect((await post(ekycRoute, '/api/ekyc', { key: newKey(), body: { ...form, kycType: 'IKYC' } })).status).toBe(200);
    const [row] = await trail();
    expect(row).toMatchObject({ kind: 'ekyc-mail', pan: 'DHRPK2206B', investor: 'Dev Kapoor', amount: null, outcome: 'made' });
  });

  it('a physical upload notes the investor and folio and the registrar’s reference, which is not a transaction number', async () => {
    upstream.answer(investorByPan, { DtData: [ravi] });
    upstream.answer(foliosByPan, { DtData: [{ acno: '10234561', fund: '117', invname: 'Ravi Sharma', Schemes: '1', BalUnits: '10', CurValue: '5000' }] });
    const f = await sealFlow(USER, PAN);
    const boundary = 'TrailBoundary42';
    const fields = { f, reqtype: 'add', folio: '10234561', email: 'ravi@example.com', mobile: '9876543210', terms: 'true' };
    const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
    const bytes = Buffer.from(
      `${parts}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="form.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 signed form\r\n--${boundary}--\r\n`,
    );
    const sent = { key: newKey(), raw: { type: `multipart/form-data; boundary=${boundary}`, bytes: new Uint8Array(bytes) } };
    expect(await post(physicalRoute, '/api/uploads/physical', sent)).toEqual({ status: 200, body: { referenceNumber: '8000042' } });
    expect(uploaded).toHaveBeenCalledTimes(1);
    const [row] = await trail();
    expect(row).toMatchObject({ kind: 'physical-upload', pan: PAN, investor: 'Ravi Sharma', folio: '10234561', reference: '8000042', referenceKind: null, outcome: 'made' });
  });
});

describe('a mail-back request keeps its password out of the trail', () => {
  const self = { report: 'R01', reportType: 'Excel', password: PASSWORD, fromDate: '01/01/2025', toDate: '31/01/2025' };
  const noColumnHolds = (rows: Record<string, unknown>[], secret: string) => {
    for (const row of rows) for (const [column, value] of Object.entries(row)) expect(JSON.stringify(value) ?? '', column).not.toContain(secret);
  };

  it('made, refused in words that quote it, or lost on the way', async () => {
    upstream.answer(distMailbackRequest, { DtData: [{ Refno: 'MB1001' }] });
    expect(await post(selfMailbackRoute, '/api/mailback/self', { key: newKey(), body: self })).toEqual({ status: 200, body: { refno: 'MB1001' } });
    upstream.fail(distMailbackRequest, 'business', `Password ${PASSWORD} does not meet the password policy`);
    const refused = await post(selfMailbackRoute, '/api/mailback/self', { key: newKey(), body: self });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).not.toContain(PASSWORD);
    // A lost answer leaves the request in doubt (202), never refused and never sent again on a guess:
    // the repeat of the key carries the same request reference, which the registrar answers as the first.
    upstream.fail(distMailbackRequest, 'timeout');
    const lostKey = newKey();
    expect(await post(selfMailbackRoute, '/api/mailback/self', { key: lostKey, body: self })).toEqual({ status: 202, body: { checking: true, message: REQUEST_CHECKING_MESSAGE } });
    upstream.answer(distMailbackRequest, { DtData: [{ Refno: 'MB1002' }] });
    expect(await post(selfMailbackRoute, '/api/mailback/self', { key: lostKey, body: self })).toEqual({ status: 200, body: { refno: 'MB1002' } });
    const refs = upstream.paramsOf(distMailbackRequest).map((p) => p.RequestRef);
    expect(refs.at(-1)).toMatch(/^RR[0-9A-F]{18}$/);
    expect(refs.at(-1)).toBe(refs.at(-2));
    expect(new Set(refs).size).toBe(3);

    const rows = await trail();
    expect(rows).toHaveLength(3);
    expect(rows.slice(0, 2).map((r) => [r.kind, r.outcome, r.reference, r.amount])).toEqual([
      ['mailback', 'made', 'MB1001', null],
      ['mailback', 'refused', null, null],
    ]);
    expect(rows[1]!.message).toBe('Password ******** does not meet the password policy');
    noColumnHolds(rows, PASSWORD);
  });

  it('an investor statement notes the investor it is for and no amount', async () => {
    upstream.answer(investorByPan, { DtData: [ravi] });
    upstream.answer(netWorthPortfolio, { DtData: [{ Refno: 'MB2002' }] });
    const cookies = [await mailbackInvestorCookie(PAN)];
    const body = { mode: 'PAN', email: '', password: PASSWORD, confirmPassword: PASSWORD };
    const answer = await post(statementRoute, '/api/mailback/statements/GAS', { key: newKey(), body, params: { key: 'GAS' }, cookies });
    expect(answer).toEqual({ status: 200, body: { refno: 'MB2002' } });
    expect(upstream.paramsOf(netWorthPortfolio)[0]?.pswd).toBe(PASSWORD);
    const rows = await trail();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'mailback', pan: PAN, investor: 'Ravi Sharma', amount: null, folio: null, reference: 'MB2002', outcome: 'made' });
    noColumnHolds(rows, PASSWORD);
  });
});
