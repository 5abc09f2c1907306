import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// POST /api/mandates/choice: the fixed contract the SIP form relies on. The handler reads the folio's
// mandates again for the flow's investor (scripted registrar answers here), refuses a mandate that is
// not among them, keeps the chosen one as the flow's side draft and answers the SIP form's address.

process.env.PORTAL_DATA_DIR = 'memory://';

// The session cookie every request below carries (the handlers read it from the request).
const jar = { cookie: undefined as string | undefined };
const withCookie = (headers: Record<string, string>): Record<string, string> => (jar.cookie ? { ...headers, cookie: `portal.session=${jar.cookie}` } : headers);

const asked = vi.hoisted(() => ({ calls: [] as { name: string; params: Record<string, unknown> }[] }));
vi.mock('@/server/fundhouse/upstream', () => {
  const row = (umrn: string, extra: Record<string, unknown> = {}) => ({
    'BANK A/C NO': 'XXXXXXXXXX1781', GM_ifsc: 'HDFC0000123', 'BANK NAME': 'HDFC Bank', UMRNNO: umrn,
    'MANDATE START DATE': '10/01/2025', 'MANDATE END DATE': '10/01/2065', Amt: '100000.00', SIPAmt: '5000', ...extra,
  });
  return {
    upstream: async (endpoint: { name: string }, params: Record<string, unknown>) => {
      // The wrapper's look-up of the flow's investor in the book, before the route runs.
      if (endpoint.name === 'investorByPan') return { DtData: [{ invname: 'Ravi Sharma', PAN: params.PAN, email: null, Mobile: null }] };
      asked.calls.push({ name: endpoint.name, params });
      if (endpoint.name === 'emandateList') return { Table1: params.source === 'UAUTO' ? [row('UPI0001', { Amt: '50000' })] : [row('HDFC0001')] };
      if (endpoint.name === 'otmSipDetails') return { Table1: [row('ICIC0003', { Mode: 'KO', maskedbankacno: 'XXXX1781' })] };
      throw new Error(`unexpected call ${endpoint.name}`);
    },
  };
});

const { encodeSessionCookie } = await import('@/server/auth/token');
const { sealFlow } = await import('@/server/services/transactions/transaction-flow');
const { loadChosenMandate } = await import('@/server/services/mandates/chosen-mandate');
const choiceRoute = await import('@/app/api/mandates/choice/route');
const { closeDb } = await import('@/server/store/db');

const USER = 'demo@dit.test';
const PAN = 'BKFPS4821K';
const ORIGIN = 'http://portal.test';
const session = { userId: USER, arn: 'ARN-112233', name: 'Asha Menon', flag: 'N', lastLogin: '', ut: 'upstream-token', utExp: Math.floor(Date.now() / 1000) + 3600 };
const auth = { session: { userId: USER, arn: 'ARN-112233' }, token: 'upstream-token' } as never;

async function choose(f: string, body: unknown) {
  const req = new Request(`${ORIGIN}/api/mandates/choice?f=${encodeURIComponent(f)}`, {
    method: 'POST', headers: withCookie({ 'content-type': 'application/json', host: 'portal.test', origin: ORIGIN }), body: JSON.stringify(body),
  });
  const res = await choiceRoute.POST(req, { params: Promise.resolve({}) } as never);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let f = '';
beforeEach(async () => {
  asked.calls = [];
  jar.cookie = await encodeSessionCookie(session);
  f = await sealFlow(USER, PAN);
});
afterAll(() => closeDb());

describe('POST /api/mandates/choice', () => {
  it('keeps an eNACH mandate of the folio for the flow’s investor and answers the eNACH SIP form', async () => {
    const res = await choose(f, { mode: 'ENACH', acno: '10234561', umrn: 'HDFC0001' });
    expect(res).toEqual({ status: 200, body: { next: '/new-transaction/sip/digital/modes/enach-folios/transact' } });
    expect(asked.calls[0]).toMatchObject({ name: 'emandateList', params: { PAN, acno: '10234561', Fund: '117' } });
    expect(await loadChosenMandate(auth, PAN)).toEqual({
      mode: 'ENACH', acno: '10234561', umrn: 'HDFC0001', bankName: 'HDFC Bank', accountNo: 'XXXXXXXXXX1781', ifsc: 'HDFC0000123',
      startDate: '10/01/2025', endDate: '10/01/2065', maxAmount: 100000, headroom: 95000,
    });
  });

  it('reads the UPI list with source UAUTO and the one-time list for KOTM', async () => {
    expect((await choose(f, { mode: 'UPI', acno: '10234561', umrn: 'UPI0001' })).body).toEqual({ next: '/new-transaction/sip/digital/modes/upi-folios/transact' });
    expect(asked.calls[0]?.params.source).toBe('UAUTO');
    expect((await choose(f, { mode: 'KOTM', acno: '10234561', umrn: 'ICIC0003' })).body).toEqual({ next: '/new-transaction/sip/digital/modes/otm-with-isip/transact' });
    expect((await loadChosenMandate(auth, PAN))?.mode).toBe('KOTM');
  });

  it('refuses a mandate that is not registered under the folio, or under another mode', async () => {
    const res = await choose(f, { mode: 'ENACH', acno: '10234561', umrn: 'NOTTHERE' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The selected mandate is not registered under this folio. Please select a mandate from the list.');
    expect((await choose(f, { mode: 'AOTM', acno: '10234561', umrn: 'ICIC0003' })).status).toBe(404);
  });

  it('refuses a malformed body with field errors, and a request without a session', async () => {
    const bad = await choose(f, { mode: 'CHEQUE', acno: 'x', umrn: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['acno', 'mode', 'umrn']);
    expect(asked.calls).toHaveLength(0);
    jar.cookie = undefined;
    expect((await choose(f, { mode: 'ENACH', acno: '10234561', umrn: 'HDFC0001' })).status).toBe(401);
  });

  it('refuses a flow token that is not the distributor’s', async () => {
    const res = await choose('forged-token', { mode: 'ENACH', acno: '10234561', umrn: 'HDFC0001' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(asked.calls).toHaveLength(0);
  });
});
