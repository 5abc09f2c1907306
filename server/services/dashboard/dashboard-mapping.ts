import type { DashboardNotices, DashboardSummary, FrequentReport, FundAum } from '@/lib/api/dashboard';
import type { CalendarDay } from '@/lib/dates';
import { parseAmount } from '@/lib/money';
import { topAumShares } from '@/lib/rules/asset-class-pie';
import { withinDateWindow } from '@/lib/rules/date-window';
import type { AnswerOf } from '../../fundhouse/endpoint';
import type {
  aumSummary,
  dashboardBanners,
  distDashboard,
  distributorAum,
  frequentMailback,
  nfoSchemes,
} from '../../fundhouse/endpoints/dashboard';

// The registrar's dashboard answers turned into the portal's own shapes: numbers instead of text,
// names the screen uses, and the rules (top five slices, date windows) already applied. Pure, so the
// mapping is tested without a registrar.

const amount = (text: string) => parseAmount(text) ?? 0;
const count = (text: string) => Math.max(0, Math.trunc(parseAmount(text) ?? 0));

/** Previous6thMon … PresentMon: the order the months are shown in, oldest first. */
const BROKERAGE_KEYS = ['Previous6thMon', 'Previous5thMon', 'Previous4thMon', 'Previous3rdMon', 'Previous2ndMon', 'PresentMon'] as const;

export function toDashboardSummary(answer: AnswerOf<typeof distDashboard>): DashboardSummary {
  const counts = answer.DtData[0];
  // my_aum, Numberofschemes and Numberofinvestors repeat the book's totals on every AUM row.
  const first = answer.Table1[0];
  const brokerage = answer.Table3[0];
  return {
    counts: {
      expired: count(counts?.ExpiredTransactions ?? '0'),
      approved: count(counts?.AuthorisedTransaction ?? '0'),
      pending: count(counts?.AuthorisationPending ?? '0'),
      sips: count(counts?.SIPTransactions ?? '0'),
    },
    book: {
      aum: amount(first?.my_aum ?? '0'),
      schemes: count(first?.Numberofschemes ?? '0'),
      investors: count(first?.Numberofinvestors ?? '0'),
    },
    assetClasses: topAumShares(
      answer.Table1.map((r) => ({
        fundCode: r.fund_code.trim(),
        fundName: r.descr.trim(),
        category: r.category.trim(),
        aum: amount(r.aum),
        percent: amount(r.aum_percent),
      })),
    ),
    funds: answer.Table2.map((r) => ({
      fundCode: r.fund_code.trim(),
      fundName: r.descr.trim(),
      newInvestors: count(r.New_Investors),
      activeInvestors: count(r.Active_Investors),
      inactiveInvestors: count(r.Inactive_Investors),
    })),
    brokerage: brokerage
      ? BROKERAGE_KEYS.map((key) => ({ month: brokerage[`${key}Dt` as const].trim(), amount: amount(brokerage[key]) }))
      : [],
  };
}

export function toFundAum(total: AnswerOf<typeof distributorAum>, bySchemes: AnswerOf<typeof aumSummary>): FundAum {
  const t = total.DtData[0];
  return {
    asOn: (t?.AsOnDate ?? bySchemes.DtData[0]?.NavDate ?? '').trim(),
    aum: amount(t?.AUM ?? '0'),
    schemes: count(t?.Numberofschemes ?? '0'),
    investors: count(t?.Numberofinvestors ?? '0'),
    rows: bySchemes.DtData.map((r) => ({
      key: `${r.fund_code}~${r.scheme}~${r.SchDesc}`,
      scheme: r.SchDesc.trim(),
      category: r.category.trim(),
      investors: count(r.Numberofinvestors),
      aum: amount(r.aum),
    })).sort((a, b) => b.aum - a.aum),
  };
}

/** Only what today falls inside: an offer between its startDate and expiryDate, a banner likewise. */
export function toNotices(
  nfo: AnswerOf<typeof nfoSchemes>,
  banners: AnswerOf<typeof dashboardBanners>,
  today: CalendarDay,
): DashboardNotices {
  return {
    offers: withinDateWindow(nfo.DtData, today).map((n) => ({
      key: `${n.Index}~${n.Nfoname}`,
      name: n.Nfoname.trim(),
      opens: n.Opens.trim(),
      closes: n.Closes.trim(),
      reopens: n.ReOpens.trim(),
    })),
    banners: withinDateWindow(banners.DtData, today).map((b) => ({
      id: b.BannerId,
      title: b.Title.trim(),
      description: b.Description.trim(),
    })),
  };
}

export function toFrequentReports(answer: AnswerOf<typeof frequentMailback>): FrequentReport[] {
  return answer.DtData.map((r) => ({ code: r.KDM_Repcode.trim(), description: r.KDM_Repdesc.trim(), requests: count(r.RequestCount) }));
}
