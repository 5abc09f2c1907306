import { chhotiSipStanding, sipByRequestRef, sipDays, sipEndDate, sipFrequencies, sipMinAmount, sipPurchaseConfirmation, sipPurchaseRequest, sipSave } from '../../server/fundhouse/endpoints/sip';
import { sendMessage } from '../outbox';
import { normaliseArn } from '../domains/links/links';
import { findScheme, schemeDescription } from '../domains/schemes/schemes';
import { fromMdy, toDmy } from '../domains/sip/sip-dates';
import { findSipRequest, markSipRequestRegistered, recordSip, recordSipRequest, sipByRef, type NewSip } from '../domains/sip/sip-registrations';
import { CHHOTI_SIP_FREQUENCY, chhotiSipInvestorProblem } from '../../lib/rules/chhoti-sip';
import { chhotiRefusal, chhotiStanding, offersChhoti } from '../domains/sip/sip-chhoti';
import { findInBook } from '../domains/investors/portfolio-investors';
import { savedNomination } from '../domains/onboarding/new-investor-application';
import { NOMINEES_NOT_SAVED_MESSAGE } from '../../lib/rules/nomination';
import { checkSip, firstInstalment, frequenciesOf, lastInstalment, SIP_DAYS, SIP_MESSAGES } from '../domains/sip/sip-rules';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn, type Caller } from '../router';

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
    Dtinformation: frequenciesOf(scheme).map((f) => ({
      FrequencyID: f.id, FrequencyDescription: f.description, Minimum_Instalment: String(f.minInstallments),
      ChhotiSIP: offersChhoti(scheme) && f.id === CHHOTI_SIP_FREQUENCY ? ('Y' as const) : ('N' as const),
    })),
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

const refnoOf = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

const saveRoute = route(sipSave, async (p, ctx) => {
  const caller = signedIn(ctx);
  const notOwn = ownTaggingRefusal(caller, { euin: p.EUINFlag === 'N' ? p.i_euinno : null, subBroker: p.i_subbroker });
  if (notOwn) return refuse(notOwn);
  if (await sipByRef(ctx.db, caller.arn, p.RequestRef)) return refuse(SIP_MESSAGES.repeated);
  // A new folio's SIP is held to the nomination its request carried.
  const refno = p.i_folio.trim() ? null : refnoOf(p.i_Refno);
  const pending = refno === null ? null : await findSipRequest(ctx.db, caller, refno);
  const checked = await checkSip(ctx.db, caller, {
    fund: p.i_fund.trim(), pan: p.i_pan.trim().toUpperCase(), folio: p.i_folio, scheme: p.i_SchemeCode.trim(), plan: p.i_Plan.trim(),
    option: p.i_Option.trim(), amount: p.i_Amount, lumpsum: p.LumpsumAmount, frequency: p.i_frequency, sipDay: p.i_SIPday, mode: p.i_ModeofPayment,
    start: p.i_SIPStartDate, end: p.i_SIPEndDate, installments: p.i_NoofInstalment, perpetual: p.i_PerpetialSIP === 'Y',
    topUp: { flag: p.Topupflag === 'Y', amount: p.TopupAmount, frequency: p.TopupFrequency, start: p.TopupStartDate, end: p.TopupEnddate },
    umrn: p.Umrn, requestRef: p.RequestRef, email: p.Email, chhoti: p.ChhotiSIP === 'Y',
    contacts: null, euin: p.EUINFlag === 'N' ? p.i_euinno : null, nomination: pending?.pan === p.i_pan.trim().toUpperCase() ? pending.nomination : null,
  }, ctx.clock.now());
  if ('refused' in checked) return refuse(checked.refused, checked.code);
  // A new folio's SIP is registered from its purchase request, on the terms the request recorded.
  const request = checked.acno === null ? await requestFor(ctx.db, caller, p.i_Refno, checked) : null;
  if (typeof request === 'string') return refuse(request);
  const tagging = { euin: p.EUINFlag === 'N' ? p.i_euinno.trim().toUpperCase() : '', subArn: p.SubbrokerArn.trim(), subBroker: p.i_subbroker.trim() };
  const { ihno, mail } = await recordSip(ctx.db, request ? { ...checked, email: request.email } : checked, tagging);
  if (request) await markSipRequestRegistered(ctx.db, request.refno, ihno);
  if (mail) await sendMessage(ctx.db, mail);
  return { DtData: [{ Scheme: checked.scheme, Pln: checked.plan, Opt: checked.option, refno: String(ihno) }] };
}, { needs: 'initiate' });

const SAME_TERMS: (keyof NewSip)[] = ['pan', 'scheme', 'plan', 'option', 'amount', 'frequency', 'sipDay', 'start', 'end', 'installments', 'perpetual'];

async function requestFor(db: Parameters<typeof findSipRequest>[0], book: Caller, refno: string, sip: NewSip) {
  const n = refnoOf(refno);
  const r = n === null ? null : await findSipRequest(db, book, n, true);
  if (!r) return SIP_MESSAGES.request;
  if (r.sip_ihno !== null) return SIP_MESSAGES.repeated;
  if (SAME_TERMS.some((k) => JSON.stringify(r.terms[k]) !== JSON.stringify(sip[k]))) return SIP_MESSAGES.requestMismatch;
  return r;
}

const yes = (flag: string) => flag === 'Y';

const requestRoute = route(sipPurchaseRequest, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.ARNCode) !== caller.arn) return refuse(SIP_MESSAGES.notInBook);
  const notOwn = ownTaggingRefusal(caller, { euin: p.EUINFlag === 'N' ? p.EuinCode : null, subBroker: p.Subbroker });
  if (notOwn) return refuse(notOwn);
  // The new folio's own nomination names what was saved for this investor; another's, or none saved, is refused.
  const pan = p.PanNo.trim().toUpperCase();
  const nomination = p.Nomslno ? await savedNomination(ctx.db, caller.arn, pan, Number(p.Nomslno)) : null;
  if (p.Nomslno && !nomination) return refuse(NOMINEES_NOT_SAVED_MESSAGE);
  const checked = await checkSip(ctx.db, caller, {
    fund: p.i_Fund.trim(), pan, folio: '', scheme: p.i_Scheme.trim(), plan: p.i_Plan.trim(), option: p.i_Option.trim(),
    amount: p.sipamount, lumpsum: p.i_UntAmtValue.trim() === '0' ? '' : p.i_UntAmtValue, frequency: p.sipfrequency,
    sipDay: String(Number(p.sipstartdt.slice(3, 5))), mode: 'ISIP', start: p.sipstartdt, end: p.sipenddt, installments: p.noofinstallments,
    perpetual: yes(p.i_PerpetialSIP), topUp: { flag: yes(p.Topupflag), amount: p.TopupAmount, frequency: p.TopupFrequency, start: p.TopupStartDate, end: p.TopupEnddate },
    umrn: '', requestRef: 'purchase-request', email: p.Email, chhoti: false,
    contacts: { email: p.Email, mobile: p.Mobile, emailFlag: p.fEmailFlag, mobileFlag: p.fMobileFlag }, euin: p.EUINFlag === 'N' ? p.EuinCode : null, nomination,
  }, ctx.clock.now());
  if ('refused' in checked) return refuse(checked.refused, checked.code);
  const refno = await recordSipRequest(ctx.db, {
    arn: caller.arn, pan: checked.pan, inv_name: p.InvestorName.trim(), email: p.Email.trim(), mobile: p.Mobile.trim(), country_code: p.CountryCode.trim(),
    sub_arn: p.SubbrokerArn.trim(), sub_broker: p.Subbroker.trim(), euin: p.EuinCode.trim(), euin_flag: p.EUINFlag, nomination, terms: checked,
  });
  return { DtData: [{ Refno: String(refno) }] };
}, { needs: 'initiate' });

const requestConfirmationRoute = route(sipPurchaseConfirmation, async (p, ctx) => {
  const caller = signedIn(ctx);
  const n = refnoOf(p.Refno);
  const r = n === null ? null : await findSipRequest(ctx.db, caller, n);
  if (!r) return refuse(SIP_MESSAGES.request);
  const scheme = await findScheme(ctx.db, { fund: r.terms.fund, scheme: r.terms.scheme, plan: r.terms.plan, option: r.terms.option });
  return {
    DtData: [{
      Refno: String(r.refno), InvName: r.inv_name, PAN: r.pan, Email: r.email, Mobile: r.mobile, CountryCode: r.country_code,
      SchemeDesc: scheme ? schemeDescription(scheme) : r.terms.scheme, SipAmount: String(r.terms.amount), ARNCode: r.arn,
      SubbrokerArn: r.sub_arn, Subbroker: r.sub_broker, EuinCode: r.euin, EUINFlag: r.euin_flag, sip_refno: r.sip_ihno === null ? '' : String(r.sip_ihno),
    }],
  };
});

const byRefRoute = route(sipByRequestRef, async (params, ctx) => {
  const caller = signedIn(ctx);
  const found = await sipByRef(ctx.db, caller.arn, params.RequestRef);
  return { DtData: found ? [{ refno: String(found.ihno), Status: found.state }] : [] };
});

const chhotiStandingRoute = route(chhotiSipStanding, async (p, ctx) => {
  const caller = signedIn(ctx);
  const pan = p.PAN.trim().toUpperCase();
  if (!(await findInBook(ctx.db, caller, pan))) return refuse(SIP_MESSAGES.notInBook);
  const standing = await chhotiStanding(ctx.db, pan);
  const problem = chhotiSipInvestorProblem(standing);
  const refusal = problem ? chhotiRefusal(problem) : null;
  return {
    DtData: [{ Eligible: refusal ? 'N' as const : 'Y' as const, ReasonCode: refusal ? String(refusal.code) : '', Reason: refusal?.message ?? '', ChhotiSIPs: String(standing.chhotiSips) }],
  };
});

export const sipRoutes = [chhotiStandingRoute, frequenciesRoute, daysRoute, minAmountRoute, endDateRoute, saveRoute, byRefRoute, requestRoute, requestConfirmationRoute];
