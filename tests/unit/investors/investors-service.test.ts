import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import { allClients, investorByPan, saveFavourite } from '@/server/fundhouse/endpoints/investors';
import { HttpError } from '@/server/http/handler';
import { ALREADY_FAVOURITE_MESSAGE, NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import type { WireRow } from '../support/scripted-upstream';

// The list and favourite services against a scripted registrar: how often the registrar is asked, and
// what the browser gets back.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
vi.mock('@/server/auth/selected-investor', () => ({ selectInvestor: vi.fn(async () => {}) }));
// The list's shared copies live in the portal store: an in-memory one here.
vi.mock('@/server/store/db', async (actual) => {
  const store = await actual<typeof import('@/server/store/db')>();
  const { PGlite } = await import('@electric-sql/pglite');
  const handle = store.createDb({ pglite: new PGlite() });
  return { ...store, getDb: async () => (await handle).db };
});
const { getDb } = await import('@/server/store/db');

const { investorListPage, setFavourite } = await import('@/server/services/investors/investors');
const { investorDetail } = await import('@/server/services/investors/investor-detail');

const auth = (userId: string, arn = 'ARN-112233'): DistributorAuth => ({
  session: { userId, arn, name: 'Asha Menon', flag: 'N', lastLogin: '' },
  token: `token-${userId}`,
});
const asha = auth('demo@dit.test');

const row = (n: number): WireRow<typeof allClients, 'DtData'> => ({
  Name: `Investor ${String(n).padStart(5, '0')}`, Pan: `ABCP${'ABCDEFGHIJ'[Math.floor(n / 10_000)]}${String(n % 10_000).padStart(4, '0')}Z`, Mobile: '9876543210', Email: 'x@example.com',
  Kyc: n % 10 === 0 ? 'N' : 'Y', Fatca: 'Y', Favorite: 'N',
});
const bookOf = (count: number) => ({ DtData: Array.from({ length: count }, (_, n) => row(n)) });
const query = (q: Partial<Parameters<typeof investorListPage>[1]> = {}) => ({ tab: 'A' as const, offset: 0, limit: 50, fresh: '0' as const, ...q });
const listCalls = () => upstream.calls.filter((c) => c.name === 'allClients');

beforeEach(async () => {
  upstream.reset();
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('portal.investor-book-cache')];
  await (await getDb()).execute(sql`truncate investor_book_copies`);
});

describe('investor list pages', () => {
  it('asks the registrar once for a large book and answers pages and searches from the copy', async () => {
    upstream.answer(allClients, bookOf(20_000));
    const first = await investorListPage(asha, query({ fresh: '1' }));
    expect(first).toMatchObject({ tab: 'A', total: 20_000, matched: 20_000, offset: 0 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toEqual({ name: 'Investor 00000', pan: 'ABCPA0000Z', mobile: '9876543210', kyc: false, fatca: true, favourite: false });
    const last = await investorListPage(asha, query({ offset: 19_990, limit: 200 }));
    expect(last.rows.map((r) => r.name).at(-1)).toBe('Investor 19999');
    const found = await investorListPage(asha, query({ pan: 'ABCPB1234Z' }));
    expect(found).toMatchObject({ total: 20_000, matched: 1, rows: [{ pan: 'ABCPB1234Z', name: 'Investor 11234' }] });
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.params).toMatchObject({ ARN: 'ARN-112233', AllFavFlag: 'A', customfund: '117' });
  });

  it('keeps sessions apart and reloads a tab when it is opened again', async () => {
    upstream.answerWith(allClients, (p) => (p.ARN === 'ARN-112233' ? bookOf(3) : bookOf(1)));
    await investorListPage(asha, query());
    const vikram = await investorListPage(auth('txn@dit.test', 'ARN-445566'), query());
    expect(vikram.total).toBe(1);
    expect((await investorListPage(asha, query())).total).toBe(3);
    expect(listCalls()).toHaveLength(2);
    await investorListPage(asha, query({ fresh: '1' }));
    expect(listCalls()).toHaveLength(3);
  });
});

describe('favourites', () => {
  it('sets the flag and drops the cached lists, so the Favourite tab shows the change', async () => {
    upstream.answer(allClients, bookOf(2));
    await investorListPage(asha, query({ tab: 'FAV' }));
    upstream.answer(saveFavourite, { DtData: [{ Pan: 'ABCPA0001Z', fav: 'T' }] });
    expect(await setFavourite(asha, 'ABCPA0001Z', true)).toEqual({ favourite: true });
    expect(upstream.calls.find((c) => c.name === 'saveFavourite')?.params).toMatchObject({ InvPan: 'ABCPA0001Z', FavFlag: 'T', AgentCode: 'ARN-112233' });
    await investorListPage(asha, query({ tab: 'FAV' }));
    expect(listCalls()).toHaveLength(2);
  });

  it("answers the seed's message when the investor already is a favourite", async () => {
    upstream.answer(saveFavourite, { DtData: [] });
    const err = await setFavourite(asha, 'ABCPA0001Z', true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 409, body: { message: ALREADY_FAVOURITE_MESSAGE } });
  });

  it('reports a PAN outside the book as not found', async () => {
    upstream.fail(saveFavourite, 'business', 'No Data Found');
    expect(await setFavourite(asha, 'EZTPR5532M', true).catch((e: unknown) => e)).toMatchObject({ status: 404, body: { message: NO_INVESTOR_MESSAGE } });
  });
});

describe('investor detail', () => {
  const head: WireRow<typeof investorByPan, 'DtData'> = { invname: 'Ravi Sharma', PAN: 'BKFPS4821K', KYC: 'Y', FATCA: 'N', fav: 'T', email: 'ravi@example.com', Mobile: '9876543210' };

  it('signs the overall appreciation by Gain and keeps missing totals as null', async () => {
    upstream.answer(investorByPan, {
      DtData: [head],
      Table1: [{ CostValue: '1000.00', CurrentValue: '900.00', GainVal: '100.00', Gain: 'N', todaygain: '-5.50' }],
      Table2: [{ fund_code: '117', acno: '1', scheme: 'LC', SchDesc: 'Large Cap', plndesc: 'Regular Plan - Growth', Units: '1', LastNAV: '900', CostValue: '1000', CurrentValue: '900', GainPercent: '-10.00' }],
      Table3: [{ name: 'Large Cap', totpercent: '100.00' }, { name: 'Empty', totpercent: '0' }],
    });
    const detail = await investorDetail(asha, 'BKFPS4821K');
    expect(detail).toMatchObject({ name: 'Ravi Sharma', kyc: true, fatca: false, favourite: true, individual: true });
    expect(detail.totals).toEqual({ costValue: 1000, aum: 900, overallAppr: -100, todayAppr: -5.5 });
    expect(detail.investments[0]).toMatchObject({ scheme: 'Large Cap', absoluteReturn: -10, folio: '1', units: 1 });
    expect(detail.allocation).toEqual([{ name: 'Large Cap', percent: 100 }]);

    upstream.answer(investorByPan, { DtData: [{ ...head, PAN: 'AAACB1234C' }] });
    const company = await investorDetail(asha, 'AAACB1234C');
    expect(company.totals).toEqual({ costValue: null, aum: null, overallAppr: null, todayAppr: null });
    expect(company.individual).toBe(false);
  });

  it('answers 404 with the seed message for a PAN outside the book', async () => {
    upstream.answer(investorByPan, { DtData: [] });
    expect(await investorDetail(asha, 'EZTPR5532M').catch((e: unknown) => e)).toMatchObject({ status: 404, body: { message: NO_INVESTOR_MESSAGE } });
  });
});
