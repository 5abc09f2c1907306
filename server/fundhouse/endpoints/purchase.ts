import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Purchases (seed 001 sections 3, 4 and 7): the lumpsum (new purchase, new folio) and the additional
// purchase into a folio, and the lists their forms are made of. The lifecycle is three calls:
// SentpurchasemailRed records the request and answers its Refno; ShowpurchaseconfirmationData
// answers what the confirmation screen shows; SaveDTRWeb confirms it, which records the transaction
// as pending and mails the investor the authorisation link.

const yn = z.enum(['Y', 'N']);
/** NEW: lumpsum in a new folio; ADD: additional purchase into an existing folio. */
export const purchaseTrtype = z.enum(['NEW', 'ADD']);
export type PurchaseTrtype = z.infer<typeof purchaseTrtype>;

/** The schemes open for a new purchase in one category (schemetype), one row per plan and option. */
export const newPurchaseSchemes = defineEndpoint({
  name: 'newPurchaseSchemes',
  path: '/getMasterNewpur',
  method: 'GET',
  auth: false,
  params: z.object({ plntype: z.enum(['Regular', 'Direct', '']), opt: z.string(), schemetype: z.string().min(1), fund: wireString }),
  answer: z.object({
    Dtinformation: table(
      z.object({
        Scheme_Plan: z.string().regex(/^[^~]+~[^~]+~[^~]+~[^~]+$/),
        Scheme_Desc: z.string().min(1),
        PlanDesc: z.string(),
        fm_scheme: z.string(),
        fm_plan: z.string(),
        fm_option: z.string(),
        fm_optiondesc: z.string(),
        fm_schdesc: z.string(),
        fm_newpur: yn,
        MinAmt: looseString,
        multiples: looseString,
        sipminamt: looseString,
        combo_flag: z.string().default('N'),
        combo_disclaimer: z.string().default(''),
        combo_lable: z.string().default(''),
      }),
    ),
  }),
});

/** Schemes of a category the folio does not hold yet (trantype I: purchase; T: SIP); for S (switch in) held ones too. */
export const otherSchemes = defineEndpoint({
  name: 'otherSchemes',
  path: '/getOtherSchemesSwitch',
  method: 'GET',
  auth: true,
  params: z.object({
    schtype: z.enum(['Regular', 'Direct', '']),
    category: z.string().min(1),
    acno: wireString,
    fundCode: wireString,
    customfund: wireString,
    trantype: z.enum(['I', 'S', 'T']),
  }),
  answer: z.object({
    DtData: table(
      z.object({
        fm_schdesc: z.string().min(1),
        fm_scheme: z.string(),
        fm_plan: z.string(),
        fm_option: z.string(),
        MinAmt: looseString,
        multiples: looseString,
        SIPminamt: looseString,
      }),
    ),
  }),
});

/**
 * The investor's folios with their schemes in one fund, one row per folio and scheme, zero balances
 * included (BalUnits 0). The flags say what each holding is open for; MinAmt is the minimum of an
 * additional purchase into it, RedMinAmt of a redemption from it.
 */
export const fundList = defineEndpoint({
  name: 'fundList',
  path: '/GetFundslistByPAN',
  method: 'GET',
  auth: true,
  params: z.object({ PAN: z.string().min(1), Fund: wireString, Agent: z.string().min(1), customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        Fund: looseString,
        Acno: looseString,
        PurchaseFlag: yn,
        SchemeFlag: yn,
        RedemptionFlag: yn,
        SwitchFlag: yn,
        SIPFlag: yn,
        Sch: z.string(),
        Pln: z.string(),
        Opt: z.string(),
        SchDesc: z.string(),
        SchDesc1: z.string(),
        PlnDesc: z.string(),
        OptDesc: z.string(),
        BalUnits: looseString,
        CurValue: looseString,
        LastNAV: looseString,
        /** DD/MM/YYYY */
        NAVDate: z.string(),
        MinAmt: looseString,
        multiples: looseString,
        RedMinAmt: looseString,
      }),
    ),
  }),
});

/**
 * The EUINs a transaction may carry: those of the Sub ARN when one is given, else of the ARN. No rows
 * means the Sub ARN is not a registered distributor (the portal's 'Please enter a valid Sub ARN Code').
 */
export const validateBrokerCode = defineEndpoint({
  name: 'validateBrokerCode',
  path: '/ValidateBrokercode',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, SubAgentCd: z.string(), AgentCd: z.string().min(1), customfund: wireString.optional() }),
  answer: z.object({ DtData: table(z.object({ abm_name: z.string(), abm_agent: z.string() })) }),
});

/** Records a purchase request; the answer's Refno is what the confirmation and SaveDTRWeb name. */
export const submitPurchase = defineEndpoint({
  name: 'submitPurchase',
  path: '/SentpurchasemailRed',
  method: 'POST',
  auth: true,
  params: z.object({
    InvestorName: z.string(),
    i_entby: z.string(),
    trtype: purchaseTrtype,
    Desci: z.string(),
    SubbrokerArn: z.string(),
    ARNCode: z.string(),
    EuinCode: z.string(),
    i_Userid: z.string(),
    Mobile: z.string(),
    PanNo: z.string(),
    Email: z.string(),
    /** Empty for a new folio. */
    i_Acno: z.string(),
    Subbroker: z.string(),
    i_Fund: wireString,
    /** Whole rupees. */
    i_UntAmtValue: wireString,
    /** Y: the EUIN is left blank on purpose (execution only); N: EuinCode is the advising employee's. */
    EUINFlag: yn,
    EuinValid: yn,
    i_Scheme: z.string(),
    i_Plan: z.string(),
    i_Option: z.string(),
    i_oldihno: z.string(),
    i_InvDistFlag: z.string(),
    ModuleName: z.string(),
    CountryCode: z.string(),
    fEmailFlag: z.string(),
    fMobileFlag: z.string(),
    /**
     * A new folio's nomination (this project's own field): the nom_id of the nominees or the opt-out saved
     * for it (/save-nominee-new-purchase). Empty: the registrar's record of the investor stands.
     */
    Nomslno: z.string().regex(/^\d{0,12}$/).default(''),
  }),
  answer: z.object({ DtData: table(z.object({ Refno: looseString })) }),
});

const confirmRef = { Trtype: purchaseTrtype, fund: wireString, customfund: wireString, Refno: wireString, ModuleName: z.string() };

/** What the confirmation screen shows of a recorded purchase request. */
export const purchaseConfirmation = defineEndpoint({
  name: 'purchaseConfirmation',
  path: '/ShowpurchaseconfirmationData',
  method: 'GET',
  auth: true,
  params: z.object(confirmRef),
  answer: z.object({
    DtData: table(
      z.object({
        Refno: looseString,
        Trtype: purchaseTrtype,
        InvName: z.string(),
        PAN: z.string(),
        Email: z.string(),
        Mobile: z.string(),
        CountryCode: z.string(),
        /** Empty for a new folio. */
        Acno: z.string(),
        SchemeDesc: z.string(),
        Amount: looseString,
        ARNCode: z.string(),
        SubbrokerArn: z.string(),
        Subbroker: z.string(),
        EuinCode: z.string(),
        EUINFlag: yn,
        /**
         * The transaction SaveDTRWeb made of this request (its dd_refno); empty while unconfirmed. It is how
         * the portal learns what became of a confirmation whose answer was lost.
         */
        dd_refno: looseString.optional(),
      }),
    ),
  }),
});

/**
 * Confirms a purchase request: the transaction is recorded as pending and the investor is mailed the
 * authorisation link; dd_refno is the transaction's reference. A request is confirmed once: a second
 * call for the same Refno is refused, and ShowpurchaseconfirmationData then names the transaction.
 */
export const saveDtr = defineEndpoint({
  name: 'saveDtr',
  path: '/SaveDTRWeb',
  method: 'GET',
  auth: true,
  params: z.object({ ...confirmRef, paymenttype: z.string() }),
  answer: z.object({
    DtData: table(z.object({ dd_scheme: z.string(), dd_plan: z.string(), dd_option: z.string(), dd_refno: looseString })),
  }),
});
