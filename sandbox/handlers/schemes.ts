import { assetClasses, schemeList } from '../../server/fundhouse/endpoints/schemes';
import { listCategories, listSchemes, schemeDescription, schemePlanValue } from '../domains/schemes/schemes';
import { route } from '../router';

// The scheme master's two public lists. An unknown fund simply has no categories or schemes.

const assetClassesRoute = route(assetClasses, async (params, ctx) => {
  // The registrar's call carries a folio; the categories a fund offers do not depend on it.
  const categories = await listCategories(ctx.db, params.Fund.trim(), ctx.clock.now());
  return { DtData: categories.map((CatValue) => ({ CatValue })) };
});

const schemeListRoute = route(schemeList, async (params, ctx) => {
  const plan = params.PlanType === 'Regular' ? 'RG' : params.PlanType === 'Direct' ? 'DR' : undefined;
  const rows = await listSchemes(
    ctx.db,
    { fund: params.Fund.trim(), category: params.Category.trim(), plan, sipOnly: params.Trtype === 'SIP' },
    ctx.clock.now(),
  );
  return {
    Dtinformation: rows.map((r) => ({
      Scheme_Plan: schemePlanValue(r),
      Scheme_Desc: schemeDescription(r),
      Category: r.category,
      PlanDesc: r.plan_desc,
      fm_scheme: r.scheme,
      fm_plan: r.plan,
      fm_option: r.option,
      fm_optiondesc: r.option_desc,
      MinAmt: String(r.min_amount),
      multiples: String(r.multiples),
      SIPMinAmt: String(r.sip_min_amount),
      SIPmultiples: String(r.sip_multiples),
      SIPAllowed: r.sip_allowed ? 'Y' : 'N',
    })),
  };
});

export const schemesRoutes = [assetClassesRoute, schemeListRoute];
