import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A confirmation whose answer from the registrar is lost, through the BFF's confirm route with the real
// redemption module against a scripted registrar: the key stays in doubt, the next attempt asks the
// registrar what became of the request before anything is sent again, and nothing is sent twice.

process.env.PORTAL_DATA_DIR = 'memory://';

// The session cookie every request below carries (the handlers read it from the request).
const jar = { cookie: undefined as string | undefined };
const withCookie = (headers: Record<string, string>): Record<string, string> => (jar.cookie ? { ...headers, cookie: `portal.session=${jar.cookie}` } : headers);
vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());

// Submitting is scripted (its checks are the sandbox's business); confirming is the real module's.
vi.mock('@/server/transactions/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/transactions/registry')>();
  const { saveTransactionDraft } = await import('@/server/services/transactions/transaction-drafts');
  const { redemptionKind } = await import('@/server/services/redemption/redemption');
  const redemption = {
    async submit(auth: never, { pan }: { pan: string }, values: never, confirmKey: string) {
      await saveTransactionDraft(auth, 'redemption', pan, {
        values, confirmKey, refno: '123456', view: { title: 'Redemption Payment Summary', sections: [], amount: null },
      });
    },
    confirm: redemptionKind.confirm,
    outcome: redemptionKind.outcome,
  };
  const table: Record<string, unknown> = { 'nfo-new-purchase': redemption, 'additional-purchase': redemption, redemption, switch: redemption };
  // Each kind keeps its routes, titles and schema; its steps are the ones above.
  return { ...real, transactionKind: (kind: never) => ({ ...real.transactionKind(kind), ...(table[kind] as object) }) };
});

const { upstream } = await import('../support/scripted-upstream');
const { scriptBookInvestor } = await import('../support/book-investor');
const { orderByRequestRef, saveRedemption } = await import('@/server/fundhouse/endpoints/redemption');
const { OUTCOME_CHECKING_MESSAGE, OUTCOME_UNDECIDED_MESSAGE } = await import('@/lib/api/transactions');
const { detailedTransactions } = await import('@/server/fundhouse/endpoints/transactions');
const { upstreamFailure } = await import('@/server/fundhouse/errors');
const { encodeSessionCookie } = await import('@/server/auth/token');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const { confirmKeyOf } = await import('@/server/transactions/run');
const submitRoute = await import('@/app/api/transactions/[kind]/route');
const confirmRoute = await import('@/app/api/transactions/[kind]/confirm/route');
const { closeDb } = await import('@/server/store/db');

const USER = 'demo@dit.test';
const PAN = 'BKFPS4821K';
const ORIGIN = 'http://portal.test';
const VALID = { folio: '1001', scheme: '117~FC~GR~G', type: 'P', mode: 'U', value: '10', balUnits: '100', curValue: '5000', minAmount: '1000', bank: 'XXXX1234' };
const CHECKING = { status: 202, body: { checking: true, message: OUTCOME_CHECKING_MESSAGE } };

async function post(route: { POST: (req: Request, ctx: never) => Promise<Response> }, path: string, key: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'portal.test', origin: ORIGIN, 'Idempotency-Key': key };
  const req = new Request(`${ORIGIN}${path}`, { method: 'POST', headers: withCookie(headers), body: body === undefined ? undefined : JSON.stringify(body) });
  const res = await route.POST(req, { params: Promise.resolve({ kind: 'redemption' }) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let f = '';
let confirmKey = '';
const confirm = () => post(confirmRoute, `/api/transactions/redemption/confirm?f=${f}`, confirmKey);
const saves = () => upstream.paramsOf(saveRedemption);
const lookups = () => upstream.paramsOf(orderByRequestRef);
/** The registrar's answer to "what became of this reference": the transaction, or none. */
const registrarHas = (refno: string | null) => upstream.answer(orderByRequestRef, { DtData: refno ? [{ REFNO: refno }] : [] });

beforeEach(async () => {
  upstream.reset();
  scriptBookInvestor(upstream);
  jar.cookie = await encodeSessionCookie({
    userId: USER, arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600,
  });
  f = await sealFlow(USER, PAN);
  const submitKey = `submit-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
  expect((await post(submitRoute, `/api/transactions/redemption?f=${f}`, submitKey, VALID)).status).toBe(200);
  confirmKey = confirmKeyOf(submitKey);
});
afterAll(() => closeDb());

describe('a confirmation whose answer was lost', () => {
  it.each(['timeout', 'malformed'] as const)('after a %s, answers that it is checking and then finds the transaction without sending again', async (lost) => {
    upstream.fail(saveRedemption, lost);
    expect(await confirm()).toEqual(CHECKING);
    registrarHas('5100042');
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100042' } });
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100042' } });
    expect(saves()).toHaveLength(1);
    expect(lookups()).toEqual([{ Fund: '117', Trtype: 'RED', RequestRef: saves()[0]?.i_RequestRef }]);
  });

  it('sends again, under the same reference, only when the registrar says nothing was made', async () => {
    upstream.fail(saveRedemption, 'timeout');
    expect(await confirm()).toEqual(CHECKING);
    registrarHas(null);
    upstream.answer(saveRedemption, { DtData: [{ REFNO: '5100043' }] });
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100043' } });
    expect(saves()).toHaveLength(2);
    expect(saves()[1]?.i_RequestRef).toBe(saves()[0]?.i_RequestRef);
  });

  it('stays in doubt while the registrar cannot be asked, and sends nothing meanwhile', async () => {
    upstream.fail(saveRedemption, 'malformed');
    expect(await confirm()).toEqual(CHECKING);
    upstream.fail(orderByRequestRef, 'timeout');
    expect(await confirm()).toEqual(CHECKING);
    expect(await confirm()).toEqual(CHECKING);
    expect(saves()).toHaveLength(1);
    registrarHas('5100044');
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100044' } });
    expect(saves()).toHaveLength(1);
  });

  it('takes the registrar’s refusal of a second save as the sign to look the first one up', async () => {
    upstream.fail(saveRedemption, 'timeout');
    expect(await confirm()).toEqual(CHECKING);
    // Nothing yet when asked; the late first save lands before the second one arrives.
    let asked = 0;
    upstream.answerWith(orderByRequestRef, () => ({ DtData: asked++ === 0 ? [] : [{ REFNO: '5100045' }] }));
    upstream.fail(saveRedemption, 'business', 'This transaction has already been submitted');
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100045' } });
    expect(saves()).toHaveLength(2);
  });

  it('stays in doubt when the registrar refuses a second save and cannot then be asked what the first made', async () => {
    upstream.fail(saveRedemption, 'timeout');
    expect(await confirm()).toEqual(CHECKING);
    // Nothing yet when asked; the late first save lands before the second one, then the look-up fails.
    let asked = 0;
    upstream.answerWith(orderByRequestRef, () => {
      if (asked++ === 0) return { DtData: [] };
      throw upstreamFailure('http', { endpoint: orderByRequestRef.name, status: 500 });
    });
    upstream.fail(saveRedemption, 'business', 'This transaction has already been submitted');
    expect(await confirm()).toEqual(CHECKING);
    // The key is still in doubt: the next attempt asks first and sends nothing.
    registrarHas('5100048');
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100048' } });
    expect(saves()).toHaveLength(2);
  });

  it('has many repeats at once share one check', async () => {
    upstream.fail(saveRedemption, 'timeout');
    expect(await confirm()).toEqual(CHECKING);
    registrarHas('5100046');
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm()));
    expect(answers).toEqual(Array(5).fill({ status: 200, body: { reference: '5100046' } }));
    expect(lookups()).toHaveLength(1);
    expect(saves()).toHaveLength(1);
  });

  it('still releases the key after a plain refusal, so a corrected retry runs', async () => {
    upstream.fail(saveRedemption, 'business', "You don't have enough Units To Redeem!");
    registrarHas(null);
    expect(await confirm()).toEqual({ status: 422, body: { message: "You don't have enough Units To Redeem!" } });
    upstream.answer(saveRedemption, { DtData: [{ REFNO: '5100047' }] });
    expect(await confirm()).toEqual({ status: 200, body: { reference: '5100047' } });
  });

  describe('with a registrar that lacks the look-up path', () => {
    /** Now in India as the transaction list writes it: 'DD/MM/YYYY hh:mm AM'. */
    const entered = (minutesFromNow = 0) => {
      const d = new Date(Date.now() + minutesFromNow * 60_000 + 330 * 60_000);
      const h = d.getUTCHours();
      const two = (n: number) => String(n).padStart(2, '0');
      return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(h % 12 || 12)}:${two(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
    };
    const row = (ihno: string, pan: string, at: string) => ({
      ihno, InvName: 'Ravi Sharma', pan, scheme: 'Flexi Cap Fund', trtype: 'Redemption', Entdate: at, dd_appno: '', amount: '0', sipamount: '0',
      units: '10', Link: '', fund_code: '117', status: 'P' as const, Reinitiate: 'N' as const,
    });
    const listHas = (rows: ReturnType<typeof row>[]) => upstream.answerWith(detailedTransactions, (p) => ({ DtData: p.transflag === 'P' ? rows : [] }));

    it("finds the one transaction of the investor entered since, in the seed's own list, and sends nothing again", async () => {
      upstream.fail(saveRedemption, 'malformed');
      expect(await confirm()).toEqual(CHECKING);
      upstream.fail(orderByRequestRef, 'http', '', 404);
      listHas([row('5100050', PAN, entered()), row('5100051', 'CQWPM7310L', entered()), row('4900001', PAN, entered(-24 * 60))]);
      expect(await confirm()).toEqual({ status: 200, body: { reference: '5100050' } });
      expect(saves()).toHaveLength(1);
    });

    it('says plainly when the list cannot decide, and still sends nothing', async () => {
      upstream.fail(saveRedemption, 'timeout');
      expect(await confirm()).toEqual(CHECKING);
      upstream.fail(orderByRequestRef, 'http', '', 404);
      listHas([row('5100052', PAN, entered()), row('5100053', PAN, entered())]);
      expect(await confirm()).toEqual({ status: 202, body: { checking: true, message: OUTCOME_UNDECIDED_MESSAGE } });
      listHas([]);
      expect(await confirm()).toEqual({ status: 202, body: { checking: true, message: OUTCOME_UNDECIDED_MESSAGE } });
      expect(saves()).toHaveLength(1);
    });
  });
});
