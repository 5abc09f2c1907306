import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The scheme master as the portal reads it: categories, then the schemes of one category.

/** Asset classes (scheme categories) of the fund. Folio is accepted as the registrar's call has it. */
export const assetClasses = defineEndpoint({
  name: 'assetClasses',
  path: '/GetAssetclass',
  method: 'GET',
  auth: false,
  params: z.object({ Fund: wireString, Folio: wireString.optional() }),
  answer: z.object({ DtData: table(z.object({ CatValue: z.string().min(1) })) }),
});

/**
 * The schemes of one category open for ongoing purchase, one row per plan and option.
 * Scheme_Plan is 'fund~scheme~plan~option'; PlanType narrows to Regular or Direct plans and
 * Trtype 'SIP' to schemes that take SIPs.
 */
export const schemeList = defineEndpoint({
  name: 'schemeList',
  path: '/GetSchemeList',
  method: 'GET',
  auth: false,
  params: z.object({
    Fund: wireString,
    Category: z.string().min(1),
    PlanType: z.enum(['Regular', 'Direct', '']).optional(),
    Trtype: z.enum(['NEW', 'SIP', '']).optional(),
  }),
  answer: z.object({
    Dtinformation: table(
      z.object({
        Scheme_Plan: z.string().regex(/^[^~]+~[^~]+~[^~]+~[^~]+$/),
        Scheme_Desc: z.string().min(1),
        Category: z.string(),
        PlanDesc: z.string(),
        fm_scheme: z.string(),
        fm_plan: z.string(),
        fm_option: z.string(),
        fm_optiondesc: z.string(),
        MinAmt: looseString,
        multiples: looseString,
        SIPMinAmt: looseString,
        SIPmultiples: looseString,
        SIPAllowed: z.enum(['Y', 'N']),
      }),
    ),
  }),
});
