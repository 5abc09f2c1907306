import {
  aumSummary,
  dashboardBanners,
  distDashboard,
  distributorAum,
  frequentMailback,
  mailbackList,
  nfoSchemes,
  sipAum,
} from '../../server/fundhouse/endpoints/dashboard';
import { listBanners } from '../domains/dashboard/banners';
import { reportCounts } from '../domains/reports/mailback';
import { aumBySchemes, bookTotals, dashboardBook, investorCountsByFund } from '../domains/dashboard/portfolio-aum';
import { countLiveSips, sipSummary, type SipView } from '../domains/sip/portfolio-sips';
import { countTransactions } from '../domains/transactions/portfolio-txns';
import { istDay } from '../domains/schemes/schemes';
import { route, signedIn, type Caller, type HandlerContext } from '../router';
import { can } from '../../lib/rules/team-roles';

// The dashboard's figures for the caller's own book (a narrowed member's investors only). Another ARN in
// the parameters is answered as an empty book: a distributor never learns anything about someone else's.

const money = (n: number) => n.toFixed(2);

/** The caller's book when the parameter names its ARN, else null (an empty answer). */
export function ownBook(ctx: HandlerContext, asked: string): Caller | null {
  const caller = signedIn(ctx);
  return asked.trim().toUpperCase() === caller.arn ? caller : null;
}

/** The brokerage row: PresentMon is the first of `months`, Previous2ndMon the next, … Previous6thMon. */
function brokerageRow(months: readonly { month: string; amount: number }[]) {
  const amount = (i: number) => money(months[i]?.amount ?? 0);
  const month = (i: number) => months[i]?.month ?? '';
  return {
    PresentMon: amount(0), PresentMonDt: month(0),
    Previous2ndMon: amount(1), Previous2ndMonDt: month(1),
    Previous3rdMon: amount(2), Previous3rdMonDt: month(2),
    Previous4thMon: amount(3), Previous4thMonDt: month(3),
    Previous5thMon: amount(4), Previous5thMonDt: month(4),
    Previous6thMon: amount(5), Previous6thMonDt: month(5),
  };
}

/** Whether the caller may see earnings: the ARN holder, or a member whose role allows them. */
const mayEarn = (caller: Caller) => !caller.member || can(caller.member.role, 'earnings');

const dashboardRoute = route(distDashboard, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book) return { DtData: [], Table1: [], Table2: [], Table3: [] };
  const fund = params.customfund.trim();
  const today = istDay(ctx.clock.now());
  const counts = await countTransactions(ctx.db, book, fund);
  const sips = await countLiveSips(ctx.db, book, fund, today);
  const { schemes, totals, brokerage: oldestFirst } = await dashboardBook(ctx.db, book, fund, today);
  const byCategory = new Map<string, { fund: string; category: string; aum: number }>();
  for (const s of schemes) {
    const key = `${s.fund}~${s.category}`;
    const row = byCategory.get(key) ?? { fund: s.fund, category: s.category, aum: 0 };
    row.aum += Number(s.value);
    byCategory.set(key, row);
  }
  const funds = await investorCountsByFund(ctx.db, book, today);
  const fundName = new Map(funds.map((f) => [f.fund, f.name]));
  // The brokerage comes oldest month first; the keys start from this month.
  const brokerage = oldestFirst.reverse();
  return {
    DtData: [
      { ExpiredTransactions: String(counts.E), AuthorisedTransaction: String(counts.A), AuthorisationPending: String(counts.P), SIPTransactions: String(sips) },
    ],
    Table1: [...byCategory.values()]
      .sort((a, b) => b.aum - a.aum)
      .map((r) => ({
        category: r.category,
        aum: money(r.aum),
        aum_percent: totals.aum > 0 ? ((r.aum / totals.aum) * 100).toFixed(2) : '0.00',
        descr: fundName.get(r.fund) ?? r.fund,
        fund_code: r.fund,
        my_aum: money(totals.aum),
        Numberofschemes: String(totals.schemes),
        Numberofinvestors: String(totals.investors),
      })),
    Table2: funds.map((f) => ({
      fund_code: f.fund,
      descr: f.name,
      New_Investors: String(f.new_investors),
      Active_Investors: String(f.active),
      Inactive_Investors: String(f.inactive),
    })),
    // Brokerage is earnings: a member whose role has no earnings gets the dashboard without it, as from a
    // registrar that sends none.
    Table3: mayEarn(book) ? [brokerageRow(brokerage)] : [],
  };
});

/** MM/DD/YYYY (the registrar's wire format) to YYYY-MM-DD; null for empty or impossible dates. */
function wireDay(text: string | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text ?? '');
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : null;
}

const aumSummaryRoute = route(aumSummary, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book) return { DtData: [] };
  const rows = await aumBySchemes(ctx.db, book, params.customfund.trim(), wireDay(params.DateVal));
  return {
    DtData: rows.map((r) => ({
      fund_code: r.fund,
      scheme: r.scheme,
      SchDesc: `${r.name} - ${r.plan_desc} Plan - ${r.option_desc}`,
      category: r.category,
      aum: money(Number(r.value)),
      Numberofinvestors: String(r.investors),
      NavDate: r.nav_date,
    })),
  };
});

const distributorAumRoute = route(distributorAum, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book) return { DtData: [] };
  const totals = await bookTotals(ctx.db, book, params.customfund.trim());
  const today = istDay(ctx.clock.now());
  return {
    DtData: [{ AUM: money(totals.aum), Numberofschemes: String(totals.schemes), Numberofinvestors: String(totals.investors), AsOnDate: today.split('-').reverse().join('/') }],
  };
});

const person = (s: SipView) => ({
  invname: s.inv_name, pan: s.pan, funddesc: `${s.scheme_name} - ${s.plan_desc} Plan`, acno: s.acno, email: s.email, mobile: s.mobile,
  StartDate: s.start_date, EndDate: s.end_date,
});

const sipAumRoute = route(sipAum, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book) return { DtData: [] };
  const summary = await sipSummary(ctx.db, book, params.customfund.trim(), istDay(ctx.clock.now()));
  const monthly = summary.live.reduce((sum, s) => sum + Number(s.amount), 0);
  return {
    DtData: [
      { SIP_expired_next_month: String(summary.endingNextMonth.length), SIP_Closed_this_month: String(summary.closedThisMonth.length), Sip_Investments: money(monthly) },
    ],
    Table7: summary.live.map(person),
    Table8: summary.withoutSip.map((w) => ({
      invname: w.inv_name, pan: w.pan, funddesc: w.fund_name, acno: w.acno, email: w.email, mobile: w.mobile, StartDate: '', EndDate: '',
    })),
    Table9: summary.endingNextMonth.map(person),
    Table10: summary.closedThisMonth.map(person),
  };
});

const nfoRoute = route(nfoSchemes, async (params, ctx) => {
  const { rows } = await ctx.db.query<{ name: string; scheme: string; fund: string; fund_desc: string; opens: string; closes: string; reopens: string; start: string; expiry: string }>(
    `select s.name, s.scheme, s.fund, f.name as fund_desc, to_char(nfo_open, 'DD/MM/YYYY') as opens, to_char(nfo_close, 'DD/MM/YYYY') as closes,
       to_char(nfo_close + 5, 'DD/MM/YYYY') as reopens, to_char(nfo_open - 7, 'DD/MM/YYYY') as start, to_char(nfo_close, 'DD/MM/YYYY') as expiry
     from schemes s join fund_houses f on f.fund = s.fund where s.fund = $1 and nfo and nfo_close >= $2::date
     group by s.name, s.scheme, s.fund, f.name, nfo_open, nfo_close order by nfo_open, s.name`,
    [params.customfund.trim(), istDay(ctx.clock.now())],
  );
  return {
    DtData: rows.map((r, i) => ({
      Nfoname: r.name, Index: String(i + 1), Opens: r.opens, Closes: r.closes, ReOpens: r.reopens, startDate: r.start, expiryDate: r.expiry,
      fund: r.fund, fund_desc: r.fund_desc, scheme: r.scheme, scheme_desc: r.name, opening_date: r.opens, closing_Date: r.closes,
    })),
  };
});

/**
 * The distributor's own reports; MFSD201 is the transaction report (seed 002 section 9). Each is made
 * from the sandbox's own data by sandbox/domains/reports/mailback-data.ts.
 */
export const MAILBACK_REPORTS = [
  { KDM_Repcode: 'MFSD201', KDM_Repdesc: 'Transaction Report' },
  { KDM_Repcode: 'MFSD202', KDM_Repdesc: 'AUM Report' },
  { KDM_Repcode: 'MFSD203', KDM_Repdesc: 'SIP Registration Report' },
  { KDM_Repcode: 'MFSD205', KDM_Repdesc: 'Investor Master Report' },
  { KDM_Repcode: 'MFSD206', KDM_Repdesc: 'SIP Cancellation Report' },
] as const;

const mailbackListRoute = route(mailbackList, async (params) => ({ DtData: params.customfund.trim() === '117' ? [...MAILBACK_REPORTS] : [] }));

// The four reports the distributor asked for most (the registrar's order breaks ties).
const frequentMailbackRoute = route(frequentMailback, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book || params.customfund.trim() !== '117') return { DtData: [] };
  // How often the firm asked for each report: no investor's row, so the same for every member.
  const counts = await reportCounts(ctx.db, book.arn, '117');
  const ranked = [...MAILBACK_REPORTS].sort((a, b) => (counts.get(b.KDM_Repcode) ?? 0) - (counts.get(a.KDM_Repcode) ?? 0));
  return { DtData: ranked.slice(0, 4).map((r) => ({ ...r, RequestCount: String(counts.get(r.KDM_Repcode) ?? 0) })) };
});

const bannersRoute = route(dashboardBanners, async (params, ctx) => {
  const rows = await listBanners(ctx.db, params.customfund.trim());
  return {
    DtData: rows.map((b) => ({ BannerId: String(b.id), Title: b.title, Description: b.body, startDate: b.show_from, expiryDate: b.show_until })),
  };
});

export const dashboardRoutes = [dashboardRoute, aumSummaryRoute, distributorAumRoute, sipAumRoute, nfoRoute, mailbackListRoute, frequentMailbackRoute, bannersRoute];
