import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import {
  aumSummary,
  distDashboard,
  distributorAum,
  frequentMailback,
  mailbackList,
  nfoSchemes,
  sipAum,
} from '../../server/fundhouse/endpoints/dashboard';
import { investorByPan } from '../../server/fundhouse/endpoints/investors';
import { NAV_RANGES, navGraph, type NavRange } from '../../server/fundhouse/endpoints/nav';
import { istDay } from '../../sandbox/domains/schemes/schemes';
import { DEMO, DEMO_PASSWORD, MEERA, RAVI, TXN } from '../../sandbox/seed/fixtures';
import { sandboxPerFile } from './sandbox-harness';

// Dashboard figures, SIP summary, NFOs, mail-back lists and NAV history, through the portal's client.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
});

const opts = () => ({ token });

describe('Dist_Dashboard', () => {
  it('answers counts, AUM by fund and category, investor counts and six months of brokerage', async () => {
    const answer = await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, opts());
    expect(answer.DtData[0]).toMatchObject({ AuthorisationPending: '3', AuthorisedTransaction: '3', ExpiredTransactions: '3' });
    expect(Number(answer.DtData[0]?.SIPTransactions)).toBeGreaterThanOrEqual(2);
    const total = Number(answer.Table1[0]?.my_aum);
    expect(total).toBeGreaterThan(0);
    expect(answer.Table1.reduce((s, r) => s + Number(r.aum), 0)).toBeCloseTo(total, 0);
    expect(answer.Table1.reduce((s, r) => s + Number(r.aum_percent), 0)).toBeCloseTo(100, 0);
    expect(new Set(answer.Table1.map((r) => r.fund_code))).toEqual(new Set(['117', '120', '135']));
    const ours = answer.Table2.find((r) => r.fund_code === '117');
    expect(Number(ours?.Active_Investors)).toBeGreaterThan(0);
    expect(Number(ours?.Inactive_Investors)).toBeGreaterThan(0);
    const brokerage = answer.Table3[0];
    expect(brokerage?.PresentMonDt).toMatch(/^[A-Z][a-z]{2}-\d{4}$/);
    expect(Number(brokerage?.Previous6thMon)).toBeGreaterThan(0);
  });

  it('answers an empty dashboard for another ARN', async () => {
    const answer = await h.call(distDashboard, { AgentCode: TXN.arn, customfund: '117' }, opts());
    expect(answer.DtData).toEqual([]);
    expect(answer.Table1).toEqual([]);
  });
});

describe('AUM', () => {
  it('GetDistributorAUM equals the per-scheme summary and the investors add up', async () => {
    const aum = (await h.call(distributorAum, { AgentCode: DEMO.arn, customfund: '117' }, opts())).DtData[0];
    const schemes = (await h.call(aumSummary, { AgentCode: DEMO.arn, customfund: '117', UserId: DEMO.userId, DateVal: '' }, opts())).DtData;
    expect(schemes.length).toBeGreaterThan(0);
    expect(schemes.every((s) => s.fund_code === '117')).toBe(true);
    expect(schemes.reduce((s, r) => s + Number(r.aum), 0)).toBeCloseTo(Number(aum?.AUM), 0);
    // Ravi's fund-117 value is part of it: units × latest NAV per holding.
    const ravi = await h.call(investorByPan, { Uid: DEMO.userId, ReqBy: 'D', PAN: RAVI.pan, customfund: '117' }, opts());
    const lc = ravi.Table2.find((r) => r.scheme === 'LC');
    const lcNav = await h.call(navGraph, { Fund: '117', Scheme: 'LC', Plan: 'RG', Option: 'G', flag: '1W' }, opts());
    expect(Number(lc?.LastNAV)).toBe(Number(lcNav.DtData.at(-1)?.fn_nav));
    const meera = await h.call(investorByPan, { Uid: DEMO.userId, ReqBy: 'D', PAN: MEERA.pan, customfund: '117' }, opts());
    expect(meera.Table2.every((r) => r.fund_code !== '117')).toBe(true);
  });

  it('values the book at an earlier day with that day’s NAV', async () => {
    const now = await h.admin<{ now: string }>('clock');
    const year = new Date(now.now);
    year.setUTCFullYear(year.getUTCFullYear() - 1);
    // A weekday: a weekend's NAV is dated the Friday before (navDayOf), which would not be the day asked.
    while ([0, 6].includes(new Date(`${istDay(year)}T00:00:00Z`).getUTCDay())) year.setUTCDate(year.getUTCDate() - 1);
    const [y, m, d] = istDay(year).split('-');
    const then = (await h.call(aumSummary, { AgentCode: DEMO.arn, customfund: '117', UserId: DEMO.userId, DateVal: `${m}/${d}/${y}` }, opts())).DtData;
    const today = (await h.call(aumSummary, { AgentCode: DEMO.arn, customfund: '117', UserId: DEMO.userId, DateVal: '' }, opts())).DtData;
    expect(then[0]?.NavDate).toBe(`${d}/${m}/${y}`);
    const sum = (rows: typeof then) => rows.reduce((s, r) => s + Number(r.aum), 0);
    expect(sum(then)).not.toBeCloseTo(sum(today), 0);
  });
});

describe('ktrackGetSipAum', () => {
  it('lists SIPs with and without, ending next month and closed this month', async () => {
    const answer = await h.call(sipAum, { AgentCode: DEMO.arn, customfund: '117' }, opts());
    expect(answer.Table7.some((r) => r.pan === RAVI.pan)).toBe(true);
    expect(answer.Table7.some((r) => r.pan === MEERA.pan)).toBe(false);
    expect(answer.Table8.length).toBeGreaterThan(0);
    expect(Number(answer.DtData[0]?.SIP_expired_next_month)).toBe(answer.Table9.length);
    expect(Number(answer.DtData[0]?.SIP_Closed_this_month)).toBe(answer.Table10.length);
    expect(Number(answer.DtData[0]?.Sip_Investments)).toBeGreaterThanOrEqual(7000);
  });
});

describe('GetNFOSchemes and the mail-back lists', () => {
  it('lists the open and coming NFOs and the report types', async () => {
    const nfo = (await h.call(nfoSchemes, { customfund: '117' }, opts())).DtData;
    expect(nfo.map((n) => n.Nfoname)).toEqual(['Multicap Fund', 'Banking and Financial Services Fund']);
    expect(nfo[0]?.Opens).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const reports = (await h.call(mailbackList, { customfund: '117' }, opts())).DtData;
    expect(reports.map((r) => r.KDM_Repcode)).toContain('MFSD201');
    const frequent = (await h.call(frequentMailback, { AgentCode: DEMO.arn, customfund: '117' }, opts())).DtData;
    expect(frequent.length).toBeGreaterThan(0);
  });
});

describe('GetNAVGraph', () => {
  const DAY = 86_400_000;
  /** Weekdays d with last - range < d <= last. */
  function expectedPoints(last: string, range: NavRange): number {
    const end = new Date(`${last}T00:00:00Z`);
    const start = new Date(end);
    const back: Record<NavRange, () => void> = {
      '1D': () => start.setUTCDate(start.getUTCDate() - 7),
      '1W': () => start.setUTCDate(start.getUTCDate() - 7),
      '1M': () => start.setUTCMonth(start.getUTCMonth() - 1),
      '3M': () => start.setUTCMonth(start.getUTCMonth() - 3),
      '6M': () => start.setUTCMonth(start.getUTCMonth() - 6),
      '1Y': () => start.setUTCFullYear(start.getUTCFullYear() - 1),
      '3Y': () => start.setUTCFullYear(start.getUTCFullYear() - 3),
      '5Y': () => start.setUTCFullYear(start.getUTCFullYear() - 5),
    };
    back[range]();
    let n = 0;
    for (let t = start.getTime() + DAY; t <= end.getTime(); t += DAY) {
      const wd = new Date(t).getUTCDay();
      if (wd !== 0 && wd !== 6) n++;
    }
    return n;
  }

  it('answers every business day of each range, oldest first', async () => {
    const clock = await h.admin<{ now: string }>('clock');
    const last = istDay(new Date(clock.now));
    for (const flag of NAV_RANGES) {
      const points = (await h.call(navGraph, { Fund: '117', Scheme: 'EB', Plan: 'RG', Option: 'G', flag }, opts())).DtData;
      expect(points.length, flag).toBe(expectedPoints(last, flag));
      const days = points.map((p) => p.fn_fromdt.split('/').reverse().join('-'));
      expect([...days].sort(), flag).toEqual(days);
      expect(points.every((p) => Number(p.fn_nav) > 0)).toBe(true);
    }
    expect(expectedPoints(last, '5Y')).toBeGreaterThan(1300);
  });

  it('accepts plan and option by name and answers nothing for an unknown scheme', async () => {
    const byName = await h.call(navGraph, { Fund: '117', Scheme: 'LC', Plan: 'Direct', Option: 'IDCW', flag: '1M' }, opts());
    const byCode = await h.call(navGraph, { Fund: '117', Scheme: 'LC', Plan: 'DR', Option: 'D', flag: '1M' }, opts());
    expect(byName.DtData).toEqual(byCode.DtData);
    expect((await h.call(navGraph, { Fund: '117', Scheme: 'ZZ', Plan: 'RG', flag: '1Y' }, opts())).DtData).toEqual([]);
  });
});
