import { liveSipsForChange, saveSipTopup } from '../../server/fundhouse/endpoints/sip-changes';
import { normaliseArn } from '../domains/links/links';
import { istDay } from '../domains/schemes/schemes';
import { liveSipsFor, placeTopup, SIP_CHANGE_MESSAGES, topupByRef, type LiveSip } from '../domains/sip/sip-changes';
import { enachflagOf, topupRefusal } from '../domains/sip/sip-topup-rules';
import { PERPETUAL_FROM } from '../domains/sip/sip-dates';
import { refuse, route, signedIn } from '../router';
import { FUND_CODE } from '../seed/fixtures';

// The live-SIP fetch and the top-up save, scoped to the caller's book: another distributor's SIP or
// folio reads as no rows or 'No live SIP found'.

const mdy = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
const isoOf = (mdyText: string) => `${mdyText.slice(6, 10)}-${mdyText.slice(0, 2)}-${mdyText.slice(3, 5)}`;

function row(s: LiveSip) {
  return {
    Ihno: String(s.ihno), Acno: s.acno, Scheme: s.scheme, Plan: s.plan, Option: s.option, SchemeName: s.scheme_name, Category: s.category,
    URN_Status: s.mandate_amount !== null ? 'Active' : 'Inactive', Urnno: s.umrn, SIPType: s.sip_type, Enachflag: enachflagOf(s.sip_type),
    Amount: Number(s.amount).toFixed(2), Frequency: s.frequency, Reg_Date: mdy(s.registered_on), Start_Date: mdy(s.start_date), End_Date: mdy(s.end_date),
    Noofinst: String(s.installments), Balance_Inst: String(s.left), MandateAmount: s.mandate_amount ? Number(s.mandate_amount).toFixed(2) : '',
    MandateEndDate: mdy(s.mandate_end), IsPerpetual: s.end_date >= PERPETUAL_FROM ? ('Y' as const) : ('N' as const),
    Topup_Status: s.topup_state === 'P' ? ('Pending' as const) : s.topup_state === 'A' ? ('Active' as const) : ('' as const),
    Topup_Frequency: (s.topup_frequency ?? '') as '' | 'H' | 'Y', Topup_Amount: s.topup_amount ? Number(s.topup_amount).toFixed(2) : '',
    Topup_StartDate: mdy(s.topup_start), Topup_EndDate: mdy(s.topup_end),
    Modification_Status: s.modification_pending ? ('Pending' as const) : ('' as const),
    Status: s.status, PausedFrom: mdy(s.pause_from), PausedTo: mdy(s.pause_to),
  };
}

const liveRoute = route(liveSipsForChange, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.ArnCode) !== caller.arn || p.Fund.trim() !== FUND_CODE) return { DtData: [] };
  const acno = (p.Acno.trim() || p.folio.trim()) || undefined;
  const sips = await liveSipsFor(ctx.db, { book: caller, pan: p.Pan.trim().toUpperCase(), fund: FUND_CODE, acno, withPaused: true });
  return { DtData: sips.map(row) };
});

const topupRoute = route(saveSipTopup, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.i_brokercode) !== caller.arn || p.i_fund.trim() !== FUND_CODE || p.CustomFund.trim() !== FUND_CODE) return refuse(SIP_CHANGE_MESSAGES.notFound);
  const done = await topupByRef(ctx.db, p.RequestRef);
  const ihno = Number(p.OldIhno);
  if (done) return done.sip_ihno === ihno ? answer(p, done.ihno) : refuse(SIP_CHANGE_MESSAGES.notFound);
  const [sip] = Number.isSafeInteger(ihno) && ihno > 0 ? await liveSipsFor(ctx.db, { book: caller, fund: FUND_CODE, ihno }) : [];
  if (!sip || sip.acno !== p.i_folio.trim() || sip.scheme !== p.i_SchemeCode.trim()) return refuse(SIP_CHANGE_MESSAGES.notFound);
  const ask = { frequency: p.TopupFrequency, amount: Number(p.TopupAmount), start: isoOf(p.TopupStartDate), end: isoOf(p.TopupEnddate) };
  const refusal = topupRefusal(sip, ask, istDay(ctx.clock.now()));
  if (refusal) return refuse(refusal);
  const refno = await placeTopup(ctx.db, { arn: caller.arn, sip, fund: FUND_CODE, frequency: p.TopupFrequency, amount: ask.amount, start: ask.start, end: ask.end, requestRef: p.RequestRef });
  return answer(p, refno);
}, { needs: 'initiate' });

function answer(p: { i_SchemeCode: string; Option: string }, refno: number) {
  return { DtData: [{ Scheme: p.i_SchemeCode.trim(), Pln: '', Opt: p.Option.trim(), refno: String(refno) }] };
}

export const sipChangeRoutes = [liveRoute, topupRoute];
