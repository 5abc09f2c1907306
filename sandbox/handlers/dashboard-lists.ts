import { investorTypeList, sipSummaryList } from '../../server/fundhouse/endpoints/dashboard-lists';
import { fundHouseName, investorsOfType } from '../domains/dashboard/dashboard-lists';
import { sipSummary, type SipView } from '../domains/sip/portfolio-sips';
import { istDay } from '../domains/schemes/schemes';
import { route } from '../router';
import { ownBook } from './dashboard';

// The dashboard's drill-down lists for the caller's own book (a narrowed member's investors only), a page
// at a time. Another ARN in the parameters is answered as an empty list, as Dist_Dashboard answers an empty book.

function pageOf<T>(rows: readonly T[], pageNo: string, pageSize: string): T[] {
  const size = Number(pageSize);
  const start = (Number(pageNo) - 1) * size;
  return rows.slice(start, start + size);
}

const sipRow = (s: SipView) => ({
  invname: s.inv_name,
  pan: s.pan,
  funddesc: `${s.scheme_name} - ${s.plan_desc} Plan`,
  acno: s.acno,
  email: s.email,
  mobile: s.mobile,
  StartDate: s.start_date,
  EndDate: s.end_date,
  Amount: Number(s.amount).toFixed(2),
  SIPType: s.sip_type,
  Urnno: s.umrn,
});

// A client list counts clients: CWS answers one row per investor (the number of live SIPs, their
// schemes and folios, the monthly total), so its TotalCount is the dashboard's 'Clients with SIP'.
function clientRows(live: readonly SipView[]) {
  const byPan = new Map<string, SipView[]>();
  for (const s of live) byPan.set(s.pan, [...(byPan.get(s.pan) ?? []), s]);
  return [...byPan.values()].map((sips) => {
    const first = sips[0]!;
    const unique = (values: string[]) => [...new Set(values)].join(', ');
    return {
      invname: first.inv_name, pan: first.pan, email: first.email, mobile: first.mobile,
      funddesc: unique(sips.map((s) => `${s.scheme_name} - ${s.plan_desc} Plan`)),
      acno: unique(sips.map((s) => s.acno)),
      StartDate: '', EndDate: '', SIPType: '', Urnno: '',
      Amount: sips.reduce((sum, s) => sum + Number(s.amount), 0).toFixed(2),
      SipCount: String(sips.length),
    };
  });
}

// The same computation as /ktrackGetSipAum, so each list is as long as the figure the dashboard shows.
const sipListRoute = route(sipSummaryList, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  if (!book) return { DtData: [], Table1: [{ TotalCount: '0' }] };
  const summary = await sipSummary(ctx.db, book, params.customfund.trim(), istDay(ctx.clock.now()));
  const rows =
    params.ListType === 'CWOS'
      ? summary.withoutSip.map((w) => ({
          invname: w.inv_name, pan: w.pan, funddesc: w.fund_name, acno: w.acno, email: w.email, mobile: w.mobile,
          StartDate: '', EndDate: '', Amount: '', SIPType: '', Urnno: '',
        }))
      : params.ListType === 'CWS'
        ? clientRows(summary.live)
        : { NEXTMONTH: summary.endingNextMonth, CLOSED: summary.closedThisMonth }[params.ListType].map(sipRow);
  return { DtData: pageOf(rows, params.PageNo, params.PageSize), Table1: [{ TotalCount: String(rows.length) }] };
});

const investorTypeRoute = route(investorTypeList, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  const name = await fundHouseName(ctx.db, params.Fund);
  if (!book || name === null) return { DtData: [], Table1: [{ TotalCount: '0', FundName: name ?? '' }] };
  const size = Number(params.PageSize);
  const { rows, total } = await investorsOfType(ctx.db, {
    book,
    fund: params.Fund,
    type: params.InvType,
    today: istDay(ctx.clock.now()),
    offset: (Number(params.PageNo) - 1) * size,
    limit: size,
  });
  return {
    DtData: rows.map((r) => ({ name: r.name, pangir: r.pan, mobile: r.mobile, email: r.email, fund: name })),
    Table1: [{ TotalCount: String(total), FundName: name }],
  };
});

export const dashboardListsRoutes = [sipListRoute, investorTypeRoute];
