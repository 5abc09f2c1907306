import {
  fundList,
  newPurchaseSchemes,
  otherSchemes,
  purchaseConfirmation,
  saveDtr,
  submitPurchase,
  validateBrokerCode,
} from '../../server/fundhouse/endpoints/purchase';
import { sendMessage } from '../outbox';
import { normaliseArn } from '../domains/links/links';
import { findInBook } from '../domains/investors/portfolio-investors';
import { confirmRequest, findRequest, recordRequest } from '../domains/purchase/purchase';
import { activeArn, euinsOf, fundListOf, otherSchemesOf, REDEMPTION_MIN_AMOUNT } from '../domains/purchase/purchase-lists';
import { checkPurchase, PURCHASE_MESSAGES, purchaseRefusal } from '../domains/purchase/purchase-rules';
import { listSchemes, schemeDescription, schemePlanValue } from '../domains/schemes/schemes';
import { scopeCondition } from '../domains/team/member-scope';
import { ownTaggingRefusal } from '../domains/team/own-tagging';
import { refuse, route, signedIn } from '../router';

// Purchases for the caller's book: the lists the forms are made of, the request, its confirmation
// data and SaveDTRWeb. Anything outside the book reads as unknown.

const planCode = (t: string) => (t === 'Regular' ? 'RG' : t === 'Direct' ? 'DR' : null);

const newPurchaseSchemesRoute = route(newPurchaseSchemes, async (params, ctx) => {
  const plan = planCode(params.plntype) ?? undefined;
  const rows = await listSchemes(ctx.db, { fund: params.fund.trim(), category: params.schemetype.trim(), plan }, ctx.clock.now());
  return {
    Dtinformation: rows.map((r) => ({
      Scheme_Plan: schemePlanValue(r), Scheme_Desc: schemeDescription(r), PlanDesc: r.plan_desc,
      fm_scheme: r.scheme, fm_plan: r.plan, fm_option: r.option, fm_optiondesc: r.option_desc, fm_schdesc: r.name,
      fm_newpur: 'Y' as const, MinAmt: String(r.min_amount), multiples: String(r.multiples), sipminamt: String(r.sip_min_amount),
      combo_flag: 'N', combo_disclaimer: '', combo_lable: '',
    })),
  };
});

const otherSchemesRoute = route(otherSchemes, async (params, ctx) => {
  const caller = signedIn(ctx);
  // A folio outside a narrowed member's scope reads as another book's: no schemes.
  const scope = scopeCondition(caller.member, 3, 'f');
  const owned = await ctx.db.query(`select 1 from folios f where f.acno = $1 and f.arn = $2${scope.sql}`, [params.acno.trim(), caller.arn, ...scope.params]);
  if (owned.rows.length === 0) return { DtData: [] };
  const rows = await otherSchemesOf(ctx.db, {
    acno: params.acno.trim(), fund: params.fundCode.trim(), category: params.category.trim(),
    plan: planCode(params.schtype), sipOnly: params.trantype === 'T', heldToo: params.trantype === 'S', now: ctx.clock.now(),
  });
  return {
    DtData: rows.map((r) => ({
      fm_schdesc: schemeDescription(r), fm_scheme: r.scheme, fm_plan: r.plan, fm_option: r.option,
      MinAmt: String(r.min_amount), multiples: String(r.multiples), SIPminamt: String(r.sip_min_amount),
    })),
  };
});

const yn = (b: boolean) => (b ? ('Y' as const) : ('N' as const));

const fundListRoute = route(fundList, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(params.Agent) !== caller.arn) return { DtData: [] };
  const rows = await fundListOf(ctx.db, caller, params.PAN, params.Fund.trim());
  return {
    DtData: rows.map((r) => {
      const held = Number(r.units) > 0;
      return {
        Fund: r.fund, Acno: r.acno, PurchaseFlag: yn(held), SchemeFlag: 'Y' as const, RedemptionFlag: yn(held), SwitchFlag: yn(held),
        SIPFlag: yn(held && r.sip_allowed), Sch: r.scheme, Pln: r.plan, Opt: r.option, SchDesc: schemeDescription(r), SchDesc1: r.name,
        PlnDesc: r.plan_desc, OptDesc: r.option_desc, BalUnits: r.units, CurValue: r.value, LastNAV: r.nav, NAVDate: r.nav_date,
        MinAmt: String(r.add_min_amount), multiples: String(r.multiples), RedMinAmt: String(REDEMPTION_MIN_AMOUNT),
      };
    }),
  };
});

const validateBrokerRoute = route(validateBrokerCode, async (params, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(params.AgentCd) !== caller.arn) return { DtData: [] };
  const sub = params.SubAgentCd.trim() ? normaliseArn(params.SubAgentCd) : '';
  // A Sub ARN must be another registered distributor; the EUINs are then that distributor's.
  if (sub && (sub === caller.arn || !(await activeArn(ctx.db, sub)))) return { DtData: [] };
  const euins = await euinsOf(ctx.db, sub || caller.arn);
  return { DtData: euins.map((e) => ({ abm_name: e.name, abm_agent: e.euin })) };
});

const submitRoute = route(submitPurchase, async (params, ctx) => {
  const caller = signedIn(ctx);
  const notOwn = ownTaggingRefusal(caller, { euin: params.EUINFlag === 'N' ? params.EuinCode : null, subBroker: params.Subbroker });
  if (notOwn) return refuse(notOwn);
  const checked = await checkPurchase(ctx.db, caller, params, ctx.clock.now());
  if ('refused' in checked) return refuse(checked.refused, checked.code);
  return { DtData: [{ Refno: String(await recordRequest(ctx.db, checked.request)) }] };
}, { needs: 'initiate' });

const refnoOf = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : null);

const confirmationRoute = route(purchaseConfirmation, async (params, ctx) => {
  const caller = signedIn(ctx);
  const refno = refnoOf(params.Refno);
  const r = refno === null ? null : await findRequest(ctx.db, caller, refno);
  if (!r || r.trtype !== params.Trtype || !(await findInBook(ctx.db, caller, r.pan))) return refuse(PURCHASE_MESSAGES.notFound);
  return {
    DtData: [{
      Refno: String(r.refno), Trtype: r.trtype, InvName: r.inv_name, PAN: r.pan, Email: r.email, Mobile: r.mobile,
      CountryCode: r.country_code, Acno: r.acno ?? '', SchemeDesc: r.scheme_row ? schemeDescription(r.scheme_row) : r.scheme,
      Amount: r.amount, ARNCode: r.arn, SubbrokerArn: r.sub_arn, Subbroker: r.sub_broker, EuinCode: r.euin, EUINFlag: r.euin_flag,
      dd_refno: r.ihno === null ? '' : String(r.ihno),
    }],
  };
});

const saveDtrRoute = route(saveDtr, async (params, ctx) => {
  const caller = signedIn(ctx);
  const refno = refnoOf(params.Refno);
  const r = refno === null ? null : await findRequest(ctx.db, caller, refno, true);
  if (!r || r.trtype !== params.Trtype) return refuse(PURCHASE_MESSAGES.notFound);
  if (r.ihno !== null) return refuse(PURCHASE_MESSAGES.confirmed);
  // Checked again on confirmation: the facts may have moved since the request (another purchase used the
  // investor's e-KYC limit, the KRA changed its status, the EUIN's certification lapsed).
  const problem = await purchaseRefusal(ctx.db, r, ctx.clock.now());
  if (problem) return refuse(problem.refused, problem.code);
  const { ihno, mail } = await confirmRequest(ctx.db, r);
  if (mail) await sendMessage(ctx.db, mail);
  return { DtData: [{ dd_scheme: r.scheme, dd_plan: r.plan, dd_option: r.option, dd_refno: String(ihno) }] };
}, { needs: 'initiate' });

export const purchaseRoutes = [
  newPurchaseSchemesRoute, otherSchemesRoute, fundListRoute, validateBrokerRoute, submitRoute, confirmationRoute, saveDtrRoute,
];
