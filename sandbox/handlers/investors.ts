import { kraCheck, taxIdentificationCheck } from '../../server/fundhouse/endpoints/kyc';
import { allClients, foliosByPan, investorByPan, investorSearch, saveFavourite, upcomingSips, type InvestorListRow } from '../../server/fundhouse/endpoints/investors';
import { findInBook, foliosOf, holdingsOf, listBook, markViewed, searchBook, setFavourite, type BookInvestor, type SearchKey } from '../domains/investors/portfolio-investors';
import { liveSipsOf } from '../domains/sip/portfolio-sips';
import { istDay } from '../domains/schemes/schemes';
import { refuse, route, signedIn, type Caller, type HandlerContext } from '../router';

// Investors of the caller's book. A PAN outside it is answered like an unknown PAN: no rows, or
// 'No Data Found' where the registrar refuses.

export const INVESTOR_MESSAGES = {
  notFound: 'No Data Found',
  oneKey: 'Please search by one of name, PAN, folio, mobile or e-mail',
  fatcaMissing: 'FATCA declaration is not available for this PAN',
  tinFailed: 'Tax identification details could not be validated',
} as const;

const listRow = (i: BookInvestor): InvestorListRow => ({
  Name: i.name, Pan: i.pan, Mobile: i.mobile, Email: i.email, Kyc: i.kyc, Fatca: i.fatca, Favorite: i.favourite ? 'Y' : 'N',
});

/** The caller when the ARN asked for is their own (a member reads their firm's book within their scope). */
function ownBook(ctx: HandlerContext, asked: string): Caller | null {
  const caller = signedIn(ctx);
  return asked.trim().toUpperCase() === caller.arn ? caller : null;
}

const allClientsRoute = route(allClients, async (params, ctx) => {
  const book = ownBook(ctx, params.ARN);
  if (!book) return { DtData: [] };
  return { DtData: (await listBook(ctx.db, book, params.AllFavFlag)).map(listRow) };
});

const SEARCH_KEYS: readonly SearchKey[] = ['name', 'pan', 'folio', 'mobile', 'email'];

const investorSearchRoute = route(investorSearch, async (params, ctx) => {
  const book = ownBook(ctx, params.agent);
  const given = SEARCH_KEYS.filter((k) => (params[k] ?? '').trim() !== '');
  const key = given[0];
  if (given.length !== 1 || !key) return refuse(INVESTOR_MESSAGES.oneKey);
  if (!book) return { DtData: [] };
  return { DtData: (await searchBook(ctx.db, book, key, (params[key] ?? '').trim())).map(listRow) };
});

const amount = (n: number) => n.toFixed(2);

const investorByPanRoute = route(investorByPan, async (params, ctx) => {
  const caller = signedIn(ctx);
  const investor = await findInBook(ctx.db, caller, params.PAN);
  if (!investor) return { DtData: [] };
  await markViewed(ctx.db, caller.arn, investor.pan);
  const holdings = await holdingsOf(ctx.db, caller.arn, investor.pan);
  const cost = holdings.reduce((s, h) => s + Number(h.cost), 0);
  const value = holdings.reduce((s, h) => s + Number(h.value), 0);
  const today = holdings.reduce((s, h) => s + Number(h.day_change), 0);
  const byScheme = new Map<string, number>();
  for (const h of holdings) byScheme.set(h.name, (byScheme.get(h.name) ?? 0) + Number(h.value));
  return {
    DtData: [
      { invname: investor.name, PAN: investor.pan, KYC: investor.kyc, FATCA: investor.fatca, fav: investor.favourite ? 'T' : 'F', email: investor.email, Mobile: investor.mobile },
    ],
    Table1: holdings.length
      ? [{ CostValue: amount(cost), CurrentValue: amount(value), GainVal: amount(Math.abs(value - cost)), Gain: value >= cost ? 'Y' : 'N', todaygain: amount(today) }]
      : [],
    Table2: holdings.map((h) => ({
      fund_code: h.fund,
      acno: h.acno,
      scheme: h.scheme,
      SchDesc: h.name,
      plndesc: `${h.plan_desc} Plan - ${h.option_desc}`,
      Units: h.units,
      LastNAV: h.nav,
      CostValue: h.cost,
      CurrentValue: h.value,
      GainPercent: Number(h.cost) > 0 ? (((Number(h.value) - Number(h.cost)) / Number(h.cost)) * 100).toFixed(2) : '0.00',
    })),
    Table3: [...byScheme].map(([name, v]) => ({ name, totpercent: value > 0 ? ((v / value) * 100).toFixed(2) : '0.00' })),
  };
});

const saveFavouriteRoute = route(saveFavourite, async (params, ctx) => {
  const book = ownBook(ctx, params.AgentCode);
  const investor = book ? await findInBook(ctx.db, book, params.InvPan) : null;
  if (!book || !investor) return refuse(INVESTOR_MESSAGES.notFound);
  const changed = await setFavourite(ctx.db, book.arn, investor.pan, params.FavFlag === 'T');
  return { DtData: changed ? [{ Pan: investor.pan, fav: params.FavFlag }] : [] };
});

const upcomingSipsRoute = route(upcomingSips, async (params, ctx) => {
  const book = ownBook(ctx, params.ARNCode);
  if (!book) return { DtData: [] };
  const sips = await liveSipsOf(ctx.db, book, params.Pan.trim().toUpperCase(), istDay(ctx.clock.now()), params.YearFlag === 'Y');
  return {
    DtData: sips.map((s) => ({
      ihno: String(s.ihno), fund_code: s.fund, fund_name: s.fund_name, schname: s.scheme_name, plnname: s.plan_desc, accno: s.acno,
      sipdt: s.next_date ?? '', sipstartdt: s.start_date, sipenddt: s.end_date, amt: s.amount, Installments: String(s.installments),
      InstallmentsPaid: String(s.paid), Status: s.status, SIPType: s.sip_type, Urnno: s.umrn, Enachflag: ['1', '2', '9'].includes(s.sip_type) ? s.sip_type : '',
      PausedFrom: s.paused_from, PausedTo: s.paused_to,
    })),
  };
});

const foliosByPanRoute = route(foliosByPan, async (params, ctx) => {
  const book = ownBook(ctx, params.Agent);
  const investor = book ? await findInBook(ctx.db, book, params.PAN) : null;
  if (!book || !investor) return { DtData: [] };
  const fund = params.Fund?.trim() || null;
  const folios = await foliosOf(ctx.db, book.arn, investor.pan, fund);
  return {
    DtData: folios.map((f) => ({ acno: f.acno, fund: f.fund, invname: investor.name, Schemes: String(f.schemes), BalUnits: f.units, CurValue: f.value })),
  };
});

// The KRA is outside the fund house: it answers for any PAN it knows, in anyone's book or none.
const kraRoute = route(kraCheck, async (params, ctx) => {
  const { rows } = await ctx.db.query<{ kyc_block: 'Y' | 'N'; name: string }>('select kyc_block, name from kra where pan = upper($1)', [params.i_pan.trim()]);
  return { DtData: rows.map((r) => ({ KYCBlock: r.kyc_block, Name: r.name })) };
});

const taxCheckRoute = route(taxIdentificationCheck, async (params, ctx) => {
  const caller = signedIn(ctx);
  const investor = await findInBook(ctx.db, caller, params.PAN);
  if (!investor) {
    return { statusCode: '404', responseModel: [{ resCode: '404', resMessage: INVESTOR_MESSAGES.notFound }], statusMessage: INVESTOR_MESSAGES.notFound };
  }
  if (investor.fatca !== 'Y') {
    return {
      statusCode: '422',
      responseModel: [{ resCode: '422', resMessage: INVESTOR_MESSAGES.fatcaMissing }],
      statusMessage: INVESTOR_MESSAGES.tinFailed,
    };
  }
  return { statusCode: '200', responseModel: [{ resCode: '200', resMessage: 'Success' }], statusMessage: 'Success' };
});

export const investorsRoutes = [
  allClientsRoute, investorSearchRoute, investorByPanRoute, saveFavouriteRoute, upcomingSipsRoute, foliosByPanRoute, kraRoute, taxCheckRoute,
];
