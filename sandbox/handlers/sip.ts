import { sipByRequestRef, sipDays, sipEndDate, sipFrequencies, sipMinAmount, sipSave } from '../../server/fundhouse/endpoints/sip';
import { sendMessage } from '../outbox';
import { findScheme } from '../domains/schemes';
import { fromMdy, toDmy } from '../domains/sip-dates';
import { recordSip, sipByRef } from '../domains/sip-registrations';
import { checkSip, firstInstalment, frequenciesOf, lastInstalment, SIP_DAYS, SIP_MESSAGES } from '../domains/sip-rules';
import { refuse, route, signedIn } from '../router';

// SIP registration for the caller's book: the scheme's frequencies, days and minimum, the end-date
// calculation and /SIPSave with the registrar's rules. A scheme is named by its code; the regular
// growth row answers for the scheme's SIP terms, which are the same across its plans and options.

const schemeOf = (ctx: { db: Parameters<typeof findScheme>[0] }, fund: string, scheme: string) =>
  findScheme(ctx.db, { fund: fund.trim(), scheme: scheme.trim(), plan: 'RG', option: 'G' });

const frequenciesRoute = route(sipFrequencies, async (params, ctx) => {
  signedIn(ctx);
  const scheme = await schemeOf(ctx, params.fund, params.scheme);
  if (!scheme) return { Dtinformation: [] };
  return {
    Dtinformation: frequenciesOf(scheme).map((f) => ({ FrequencyID: f.id, FrequencyDescription: f.description, Minimum_Instalment: String(f.minInstallments) })),
  };
});

const daysRoute = route(sipDays, async (params, ctx) => {
  signedIn(ctx);
  const scheme = await schemeOf(ctx, params.fund, params.scheme);
  if (!scheme || !frequenciesOf(scheme).some((f) => f.id === params.frequency)) return { Dtinformation: [] };
  return { Dtinformation: SIP_DAYS.map((d) => ({ sip_cycleid: String(d) })) };
});

const minAmountRoute = route(sipMinAmount, async (params, ctx) => {
  signedIn(ctx);
  const scheme = await schemeOf(ctx, params.Fund, params.Scheme);
  if (!scheme || !frequenciesOf(scheme).some((f) => f.id === params.Frequency)) return refuse(SIP_MESSAGES.barred);
  return { DtData: [{ minamt: String(scheme.sip_min_amount), multiples: String(scheme.sip_multiples) }] };
});

const endDateRoute = route(sipEndDate, async (params, ctx) => {
  signedIn(ctx);
  const candidate = fromMdy(params.StartDate);
  const n = /^\d{1,3}$/.test(params.Installments.trim()) ? Number(params.Installments.trim()) : 0;
  const scheme = await schemeOf(ctx, params.Fund, params.sch);
  if (!candidate || n < 1 || !scheme || !frequenciesOf(scheme).some((f) => f.id === params.Frequency)) return refuse(SIP_MESSAGES.installments);
  const first = firstInstalment(candidate, ctx.clock.now());
  return { DtData: [{ SIP_StartDate: toDmy(first), SIP_EndDate: toDmy(lastInstalment(first, n, params.Frequency)) }] };
});

const saveRoute = route(sipSave, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (await sipByRef(ctx.db, caller.arn, p.RequestRef)) return refuse(SIP_MESSAGES.repeated);
  const checked = await checkSip(ctx.db, caller.arn, {
    fund: p.i_fund.trim(), pan: p.i_pan.trim().toUpperCase(), folio: p.i_folio, scheme: p.i_SchemeCode.trim(), plan: p.i_Plan.trim(),
    option: p.i_Option.trim(), amount: p.i_Amount, lumpsum: p.LumpsumAmount, frequency: p.i_frequency, sipDay: p.i_SIPday, mode: p.i_ModeofPayment,
    start: p.i_SIPStartDate, end: p.i_SIPEndDate, installments: p.i_NoofInstalment, perpetual: p.i_PerpetialSIP === 'Y',
    topUp: { flag: p.Topupflag === 'Y', amount: p.TopupAmount, frequency: p.TopupFrequency, start: p.TopupStartDate, end: p.TopupEnddate },
    umrn: p.Umrn, requestRef: p.RequestRef, email: p.Email,
  }, ctx.clock.now());
  if ('refused' in checked) return refuse(checked.refused);
  const { ihno, mail } = await recordSip(ctx.db, checked);
  if (mail) await sendMessage(ctx.db, mail);
  return { DtData: [{ Scheme: checked.scheme, Pln: checked.plan, Opt: checked.option, refno: String(ihno) }] };
});

const byRefRoute = route(sipByRequestRef, async (params, ctx) => {
  const caller = signedIn(ctx);
  const found = await sipByRef(ctx.db, caller.arn, params.RequestRef);
  return { DtData: found ? [{ refno: String(found.ihno), Status: found.state }] : [] };
});

export const sipRoutes = [frequenciesRoute, daysRoute, minAmountRoute, endDateRoute, saveRoute, byRefRoute];
