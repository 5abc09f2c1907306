import { describe, expect, it } from 'vitest';
import {
  aumSummary,
  dashboardBanners,
  distDashboard,
  distributorAum,
  frequentMailback,
  nfoSchemes,
} from '@/server/fundhouse/endpoints/dashboard';
import { toDashboardSummary, toFrequentReports, toFundAum, toNotices } from '@/server/services/dashboard/dashboard-mapping';

const brokerage = {
  Previous6thMon: '100.40', Previous6thMonDt: 'Jun-2026',
  Previous5thMon: '200', Previous5thMonDt: 'Jul-2026',
  Previous4thMon: 300, Previous4thMonDt: 'Aug-2026',
  Previous3rdMon: '400', Previous3rdMonDt: 'Sep-2026',
  Previous2ndMon: '500', Previous2ndMonDt: 'Oct-2026',
  PresentMon: '1,23,456.70', PresentMonDt: 'Nov-2026',
};

const aumRow = (fund: string, descr: string, category: string, aum: string, percent: string) => ({
  category, aum, aum_percent: percent, descr, fund_code: fund, my_aum: '1000000.00', Numberofschemes: '12', Numberofinvestors: 240,
});

describe('Dist_Dashboard → dashboard summary', () => {
  const answer = distDashboard.answer.parse({
    DtData: [{ ExpiredTransactions: '3', AuthorisedTransaction: 2, AuthorisationPending: '1', SIPTransactions: '4' }],
    Table1: [
      aumRow('117', 'Sandbox Mutual Fund', 'Equity', '500000', '50.00'),
      aumRow('117', 'Sandbox Mutual Fund', 'Debt', '100000', '10.00'),
      aumRow('120', 'Sahyadri Mutual Fund', 'Equity', '150000', '15.00'),
      aumRow('135', 'Coromandel Mutual Fund', 'Hybrid', '120000', '12.00'),
      aumRow('117', 'Sandbox Mutual Fund', 'Liquid', '80000', '8.00'),
      aumRow('117', 'Sandbox Mutual Fund', 'Index', '50000', '5.00'),
    ],
    Table2: [{ fund_code: '117', descr: ' Sandbox Mutual Fund ', New_Investors: '3', Active_Investors: '221', Inactive_Investors: '18' }],
    Table3: [brokerage],
  });

  it('reads the counts as numbers', () => {
    expect(toDashboardSummary(answer).counts).toEqual({ expired: 3, approved: 2, pending: 1, sips: 4 });
  });

  it('takes the book totals from the AUM rows', () => {
    expect(toDashboardSummary(answer).book).toEqual({ aum: 1_000_000, schemes: 12, investors: 240 });
  });

  it('keeps the five largest slices for the pie', () => {
    const slices = toDashboardSummary(answer).assetClasses;
    expect(slices.map((s) => `${s.fundCode}/${s.category}/${s.percent}`)).toEqual([
      '117/Equity/50', '120/Equity/15', '135/Hybrid/12', '117/Debt/10', '117/Liquid/8',
    ]);
    expect(slices[0]).toMatchObject({ fundName: 'Sandbox Mutual Fund', aum: 500_000 });
  });

  it('maps the per-fund investor counts', () => {
    expect(toDashboardSummary(answer).funds).toEqual([
      { fundCode: '117', fundName: 'Sandbox Mutual Fund', newInvestors: 3, activeInvestors: 221, inactiveInvestors: 18 },
    ]);
  });

  it('lists brokerage oldest first, Previous6thMon to PresentMon, with the month labels', () => {
    expect(toDashboardSummary(answer).brokerage).toEqual([
      { month: 'Jun-2026', amount: 100.4 },
      { month: 'Jul-2026', amount: 200 },
      { month: 'Aug-2026', amount: 300 },
      { month: 'Sep-2026', amount: 400 },
      { month: 'Oct-2026', amount: 500 },
      { month: 'Nov-2026', amount: 123456.7 },
    ]);
  });

  it('makes an empty book all zeros and empty lists', () => {
    const empty = toDashboardSummary(distDashboard.answer.parse({}));
    expect(empty).toEqual({
      counts: { expired: 0, approved: 0, pending: 0, sips: 0 },
      book: { aum: 0, schemes: 0, investors: 0 },
      assetClasses: [],
      funds: [],
      brokerage: [],
    });
  });

  it('never shows a negative or fractional count', () => {
    const odd = distDashboard.answer.parse({
      DtData: [{ ExpiredTransactions: '-2', AuthorisedTransaction: '2.7', AuthorisationPending: 'n/a', SIPTransactions: '' }],
    });
    expect(toDashboardSummary(odd).counts).toEqual({ expired: 0, approved: 2, pending: 0, sips: 0 });
  });
});

describe('GetDistributorAUM with KtrackDistAumSummary → fund AUM', () => {
  it('keeps the total and as-on date and orders schemes by AUM', () => {
    const total = distributorAum.answer.parse({ DtData: [{ AUM: '3000.50', Numberofschemes: '2', Numberofinvestors: '5', AsOnDate: '22/11/2026' }] });
    const rows = aumSummary.answer.parse({
      DtData: [
        { fund_code: '117', scheme: 'LC', SchDesc: 'Large Cap Fund - Regular Plan - Growth', category: 'Equity', aum: '1000.25', Numberofinvestors: '3', NavDate: '22/11/2026' },
        { fund_code: '117', scheme: 'FC', SchDesc: 'Flexi Cap Fund - Regular Plan - Growth', category: 'Equity', aum: '2000.25', Numberofinvestors: 2, NavDate: '22/11/2026' },
      ],
    });
    const fund = toFundAum(total, rows);
    expect(fund).toMatchObject({ asOn: '22/11/2026', aum: 3000.5, schemes: 2, investors: 5 });
    expect(fund.rows.map((r) => [r.scheme, r.investors, r.aum])).toEqual([
      ['Flexi Cap Fund - Regular Plan - Growth', 2, 2000.25],
      ['Large Cap Fund - Regular Plan - Growth', 3, 1000.25],
    ]);
  });
});

describe('GetNFOSchemes and banners → notices', () => {
  const nfo = nfoSchemes.answer.parse({
    DtData: [
      { Nfoname: 'Multicap Fund', Index: '1', Opens: '20/11/2026', Closes: '04/12/2026', ReOpens: '09/12/2026', startDate: '13/11/2026', expiryDate: '04/12/2026', fund: '117', fund_desc: 'Sandbox Mutual Fund', scheme: 'MN', scheme_desc: 'Multicap Fund', opening_date: '20/11/2026', closing_Date: '04/12/2026' },
      { Nfoname: 'Banking Fund', Index: 2, Opens: '29/11/2026', Closes: '13/12/2026', ReOpens: '18/12/2026', startDate: '23/11/2026', expiryDate: '13/12/2026', fund: 117, fund_desc: 'Sandbox Mutual Fund', scheme: 'BF', scheme_desc: 'Banking Fund', opening_date: '29/11/2026', closing_Date: '13/12/2026' },
    ],
  });
  const banners = dashboardBanners.answer.parse({
    DtData: [
      { BannerId: 1, Title: 'Live', Description: 'Shown', startDate: '12/11/2026', expiryDate: '22/12/2026' },
      { BannerId: '3', Title: 'Ended', Description: 'Hidden', startDate: '23/09/2026', expiryDate: '23/10/2026' },
    ],
  });

  it('keeps only offers and banners whose window holds today', () => {
    const notices = toNotices(nfo, banners, { year: 2026, month: 11, day: 22 });
    expect(notices.offers).toEqual([{ key: '1~Multicap Fund', name: 'Multicap Fund', opens: '20/11/2026', closes: '04/12/2026', reopens: '09/12/2026' }]);
    expect(notices.banners).toEqual([{ id: '1', title: 'Live', description: 'Shown' }]);
  });

  it('shows the coming offer from its start date', () => {
    const notices = toNotices(nfo, banners, { year: 2026, month: 11, day: 23 });
    expect(notices.offers.map((o) => o.name)).toEqual(['Multicap Fund', 'Banking Fund']);
  });
});

describe('frequent mail-back reports', () => {
  it('maps code, description and request count', () => {
    const answer = frequentMailback.answer.parse({ DtData: [{ KDM_Repcode: 'MFSD201', KDM_Repdesc: 'Transaction Report ', RequestCount: '4' }] });
    expect(toFrequentReports(answer)).toEqual([{ code: 'MFSD201', description: 'Transaction Report', requests: 4 }]);
  });
});
