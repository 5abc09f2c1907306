import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { distDashboard, sipAum } from '../../server/fundhouse/endpoints/dashboard';
import { investorTypeList, sipSummaryList } from '../../server/fundhouse/endpoints/dashboard-lists';
import { UpstreamError } from '../../server/fundhouse/errors';
import { DEMO, DEMO_PASSWORD, FARAH, MEERA, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// The dashboard's drill-down lists through the portal's real client: each answer parses under its
// declaration, pages add up to the total, and each total equals the dashboard figure it explains.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  token = await tokenFor(DEMO.userId);
});

async function tokenFor(userId: string): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}

type InvType = 'New' | 'Active' | 'Inactive';
const typed = (InvType: InvType, Fund = '117', PageNo = '1', PageSize = '100', AgentCode: string = DEMO.arn, t = token) =>
  h.call(investorTypeList, { AgentCode, customfund: '117', Fund, InvType, PageNo, PageSize }, { token: t });

type ListType = 'NEXTMONTH' | 'CLOSED' | 'CWS' | 'CWOS';
const sips = (ListType: ListType, PageNo = '1', PageSize = '100', AgentCode: string = DEMO.arn) =>
  h.call(sipSummaryList, { AgentCode, customfund: '117', ListType, PageNo, PageSize }, { token });

const total = (answer: { Table1: { TotalCount: string }[] }) => Number(answer.Table1[0]?.TotalCount);

/** Every row of a list, page by page. */
async function everyone(type: InvType, fund = '117') {
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await typed(type, fund, String(page));
    rows.push(...answer.DtData);
    if (rows.length >= total(answer) || answer.DtData.length === 0) return rows;
  }
}

describe('Ktrack_Dist_InvestorTypeList', () => {
  it('is as long as the dashboard card of every fund and type', async () => {
    const cards = (await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, { token })).Table2;
    expect(cards.length).toBe(3);
    for (const card of cards) {
      const expected: Record<InvType, number> = {
        New: Number(card.New_Investors),
        Active: Number(card.Active_Investors),
        Inactive: Number(card.Inactive_Investors),
      };
      for (const type of ['New', 'Active', 'Inactive'] as const) {
        const answer = await typed(type, card.fund_code);
        expect(total(answer), `${card.fund_code} ${type}`).toBe(expected[type]);
        expect(answer.Table1[0]?.FundName).toBe(card.descr);
      }
    }
  });

  it('classifies the fixed investors and answers their contact fields', async () => {
    const ravi = (await everyone('Active')).find((r) => r.pangir === RAVI.pan);
    expect(ravi).toMatchObject({ name: RAVI.name, mobile: RAVI.mobile, email: RAVI.email, fund: 'Sandbox Mutual Fund' });
    // Ravi's zero-balance folio does not make him inactive: his other folios hold units.
    expect((await everyone('Inactive')).some((r) => r.pangir === RAVI.pan)).toBe(false);
    expect((await typed('Active', '120')).DtData.map((r) => r.pangir)).toEqual([MEERA.pan]);
    expect((await typed('New', '135')).DtData).toEqual([]);
  });

  it('pages through the list in name order without overlap', async () => {
    const whole = await typed('Active', '117', '1', '100');
    const n = total(whole);
    expect(n).toBeGreaterThan(20);
    const first = await typed('Active', '117', '1', '10');
    const second = await typed('Active', '117', '2', '10');
    expect(first.DtData.map((r) => r.pangir)).toEqual(whole.DtData.slice(0, 10).map((r) => r.pangir));
    expect(second.DtData.map((r) => r.pangir)).toEqual(whole.DtData.slice(10, 20).map((r) => r.pangir));
    expect(total(first)).toBe(n);
    const names = whole.DtData.map((r) => r.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect((await typed('Active', '117', '999', '10')).DtData).toEqual([]);
  });

  it('answers nothing about another book or an unknown fund, and refuses a page of 500', async () => {
    expect(await typed('Active', '117', '1', '100', TXN.arn)).toMatchObject({ DtData: [], Table1: [{ TotalCount: '0' }] });
    expect((await typed('Active', '999')).DtData).toEqual([]);
    const other = await tokenFor(TXN.userId);
    const theirs = await typed('Active', '117', '1', '100', TXN.arn, other);
    expect(theirs.DtData.map((r) => r.pangir)).toContain(FARAH.pan);
    expect(theirs.DtData.some((r) => r.pangir === RAVI.pan)).toBe(false);
    await expect(typed('Active', '117', '1', '500')).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('Ktrack_Dist_SipSummaryList', () => {
  it('answers the lists /ktrackGetSipAum counts, with SIP type and URN', async () => {
    const summary = await h.call(sipAum, { AgentCode: DEMO.arn, customfund: '117' }, { token });
    const pans = (rows: { pan: string }[]) => rows.map((r) => r.pan);
    // One at a time: the sandbox answers calls in turn, and four queued ones could outlast the client's limit.
    const next = await sips('NEXTMONTH');
    const closed = await sips('CLOSED');
    const cws = await sips('CWS');
    const cwos = await sips('CWOS');
    expect(total(next)).toBe(Number(summary.DtData[0]?.SIP_expired_next_month));
    expect(total(closed)).toBe(Number(summary.DtData[0]?.SIP_Closed_this_month));
    // A client list counts clients: Table7 has a row per live SIP, CWS one per investor.
    const clients = [...new Set(pans(summary.Table7))];
    expect(total(cws)).toBe(clients.length);
    expect(total(cws)).toBeLessThan(summary.Table7.length);
    expect(total(cwos)).toBe(summary.Table8.length);
    expect(pans(cws.DtData)).toEqual(clients.slice(0, 100));
    expect(pans(cwos.DtData)).toEqual(pans(summary.Table8.slice(0, 100)));
    const ravi = cws.DtData.filter((r) => r.pan === RAVI.pan);
    expect(ravi).toHaveLength(1);
    expect(ravi[0]).toMatchObject({ SipCount: '3', acno: '10234561, 10234562', StartDate: '' });
    const raviSips = summary.Table7.filter((r) => r.pan === RAVI.pan);
    expect(raviSips).toHaveLength(3);
    const nextRaviEnach = next.DtData.concat(closed.DtData).every((r) => r.SipCount === undefined);
    expect(nextRaviEnach).toBe(true);
    expect(cwos.DtData.every((r) => r.StartDate === '' && r.SIPType === '')).toBe(true);
    expect(cwos.DtData.some((r) => r.pan === RAVI.pan)).toBe(false);
  });

  it('pages and scopes by ARN', async () => {
    const whole = await sips('CWOS', '1', '100');
    const second = await sips('CWOS', '2', '5');
    expect(second.DtData.map((r) => r.pan)).toEqual(whole.DtData.slice(5, 10).map((r) => r.pan));
    expect(await sips('CWS', '1', '100', TXN.arn)).toMatchObject({ DtData: [], Table1: [{ TotalCount: '0' }] });
  });
});
