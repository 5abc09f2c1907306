import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// SIP registration (seed 001 sections 3, 4 and 7): the frequencies a scheme offers with their minimum
// installments, its SIP days, the smallest instalment per frequency, the registrar's end-date
// calculation (CalcSIPEnddt) and /SIPSave, which records the SIP pending the investor's approval by
// e-mail. Dates travel as MM/DD/YYYY and come back as DD/MM/YYYY (seed 002 section 9).

const mmddyyyy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
/** M monthly, Q quarterly. */
export const sipFrequencyId = z.enum(['M', 'Q']);
export type SipFrequencyId = z.infer<typeof sipFrequencyId>;

const yn = z.enum(['Y', 'N']);

/**
 * The SIP frequencies of a scheme (opt SIP) with the fewest installments each allows. ChhotiSIP, the
 * project's own field: Y on the frequency at which the scheme takes a Chhoti SIP (SEBI 2025, monthly,
 * growth option); a registrar without it offers none.
 */
export const sipFrequencies = defineEndpoint({
  name: 'sipFrequencies',
  path: '/getMasterSIP',
  method: 'GET',
  auth: true,
  params: z.object({ opt: z.literal('SIP'), fund: wireString, scheme: z.string().min(1) }),
  answer: z.object({
    Dtinformation: table(
      z.object({ FrequencyID: sipFrequencyId, FrequencyDescription: z.string().min(1), Minimum_Instalment: looseString, ChhotiSIP: yn.default('N') }),
    ),
  }),
});

/**
 * Whether the PAN may take one more Chhoti SIP (SEBI 2025, lib/rules/chhoti-sip.ts), the project's own
 * call: only the registrar sees the PAN's investments and Chhoti SIPs across fund houses. Eligible N
 * carries the registrar's ReasonCode and Reason (160 not new to mutual funds, 161 three Chhoti SIPs).
 * A PAN off the caller's book is refused.
 */
export const chhotiSipStanding = defineEndpoint({
  name: 'chhotiSipStanding',
  path: '/GetChhotiSIPEligibility',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, PAN: z.string().min(1) }),
  answer: z.object({
    DtData: table(z.object({ Eligible: yn, ReasonCode: looseString.default(''), Reason: z.string().default(''), ChhotiSIPs: looseString })),
  }),
});

/** The days of the month a SIP of the scheme may fall on, per frequency (sip_cycleid). */
export const sipDays = defineEndpoint({
  name: 'sipDays',
  path: '/GetSIPCycleDates',
  method: 'GET',
  auth: true,
  params: z.object({ fund: wireString, scheme: z.string().min(1), frequency: sipFrequencyId }),
  answer: z.object({ Dtinformation: table(z.object({ sip_cycleid: looseString })) }),
});

/** The smallest instalment of the scheme at a frequency. */
export const sipMinAmount = defineEndpoint({
  name: 'sipMinAmount',
  path: '/Ktrack_GetMinAmt',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, Scheme: z.string().min(1), Trtype: z.literal('SIP'), Frequency: sipFrequencyId }),
  answer: z.object({ DtData: table(z.object({ minamt: looseString, multiples: looseString })) }),
});

/**
 * The first instalment on or after StartDate that the registrar can still process (its day of the
 * month kept) and the last, Installments instalments later at the frequency.
 */
export const sipEndDate = defineEndpoint({
  name: 'sipEndDate',
  path: '/CalcSIPEnddt',
  method: 'GET',
  auth: true,
  params: z.object({
    Fund: wireString,
    StartDate: mmddyyyy,
    Installments: wireString,
    Frequency: sipFrequencyId,
    trtype: z.literal('SIP'),
    sch: z.string().min(1),
  }),
  answer: z.object({ DtData: table(z.object({ SIP_StartDate: z.string(), SIP_EndDate: z.string() })) }),
});

/**
 * Registers a SIP pending the investor's approval (which the investor gives through the link of the
 * mail the registrar sends). i_folio empty opens a new folio on approval. i_ModeofPayment: ISIP
 * (no mandate), ENACH, UAUTO (UPI Autopay), AOTM or KOTM; a mandate mode names the mandate's Umrn.
 * i_Amount is the instalment, LumpsumAmount an optional first payment into an existing folio.
 * ChhotiSIP (the project's own field) Y asks for a Chhoti SIP, which the registrar checks against its
 * conditions (lib/rules/chhoti-sip.ts) and the PAN's Chhoti SIPs; absent, an ordinary SIP.
 * POST: a save is never retried by the transport; the registrar keeps one SIP per RequestRef.
 */
export const sipSave = defineEndpoint({
  name: 'sipSave',
  path: '/SIPSave',
  method: 'POST',
  auth: true,
  params: z.object({
    i_fund: wireString,
    i_pan: z.string().min(1),
    i_folio: z.string(),
    i_SchemeCode: z.string().min(1),
    i_Plan: z.string().min(1),
    i_Option: z.string().min(1),
    i_brokercode: z.string().min(1),
    i_subbroker: z.string(),
    SubbrokerArn: z.string(),
    i_euinno: z.string(),
    EUINFlag: yn,
    i_Amount: wireString,
    LumpsumAmount: wireString,
    i_frequency: sipFrequencyId,
    i_SIPday: wireString,
    i_ModeofPayment: z.enum(['ISIP', 'ENACH', 'UAUTO', 'AOTM', 'KOTM']),
    i_SIPStartDate: mmddyyyy,
    i_SIPEndDate: mmddyyyy,
    i_NoofInstalment: wireString,
    i_PerpetialSIP: yn,
    Topupflag: yn,
    TopupAmount: wireString,
    TopupFrequency: z.enum(['H', 'Y', '']),
    TopupStartDate: z.union([mmddyyyy, z.literal('')]),
    TopupEnddate: z.union([mmddyyyy, z.literal('')]),
    Umrn: z.string(),
    InvestorName: z.string(),
    Email: z.string(),
    Mobile: z.string(),
    CountryCode: z.string(),
    RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/),
    /** A new-folio SIP names the purchase request recorded for it (sipPurchaseRequest); empty otherwise. */
    i_Refno: wireString,
    ChhotiSIP: yn.default('N'),
  }),
  answer: z.object({ DtData: table(z.object({ Scheme: z.string(), Pln: z.string(), Opt: z.string(), refno: looseString })) }),
});

/**
 * A new-folio SIP's purchase request (seed 001 sections 3 and 4: "for a new folio, submit purchase,
 * then confirmation call"): the investor's contact for the new folio and the SIP's terms, checked as
 * /SIPSave will check them. Refno names it in the confirmation data and in /SIPSave.
 */
export const sipPurchaseRequest = defineEndpoint({
  name: 'sipPurchaseRequest',
  path: '/SentpurchasemailRedSIP',
  method: 'POST',
  auth: true,
  params: z.object({
    InvestorName: z.string().min(1),
    SubbrokerArn: z.string(),
    ARNCode: z.string().min(1),
    EuinCode: z.string(),
    CountryCode: z.string(),
    Mobile: z.string(),
    PanNo: z.string().min(1),
    Email: z.string(),
    Subbroker: z.string(),
    i_Fund: wireString,
    /** No lumpsum goes with a new-folio SIP. */
    i_UntAmtValue: wireString,
    EUINFlag: yn,
    noofinstallments: wireString,
    i_Scheme: z.string().min(1),
    i_Plan: z.string().min(1),
    i_Option: z.string().min(1),
    sipstartdt: mmddyyyy,
    sipenddt: mmddyyyy,
    sipfrequency: sipFrequencyId,
    sipamount: wireString,
    paymode: z.literal('ISIP'),
    i_PerpetialSIP: yn,
    fEmailFlag: z.string(),
    fMobileFlag: z.string(),
    Topupflag: yn,
    TopupFrequency: z.enum(['H', 'Y', '']),
    TopupAmount: wireString,
    TopupStartDate: z.union([mmddyyyy, z.literal('')]),
    TopupEnddate: z.union([mmddyyyy, z.literal('')]),
    trtype: z.literal('SIP'),
    ModuleName: z.string(),
    /**
     * The new folio's nomination (this project's own field, as on /SentpurchasemailRed): the nom_id of the
     * nominees or the opt-out saved for it (/save-nominee-new-purchase). Empty: the investor's record stands.
     */
    Nomslno: z.string().regex(/^\d{0,12}$/).default(''),
  }),
  answer: z.object({ DtData: table(z.object({ Refno: looseString })) }),
});

/** What the confirmation screen shows of a new-folio SIP's request; sip_refno once /SIPSave registered it. */
export const sipPurchaseConfirmation = defineEndpoint({
  name: 'sipPurchaseConfirmation',
  path: '/ShowSIPpurchaseconfirmationData',
  method: 'GET',
  auth: true,
  params: z.object({ Trtype: z.literal('SIP'), fund: wireString, customfund: wireString, Refno: wireString, ModuleName: z.string() }),
  answer: z.object({
    DtData: table(
      z.object({
        Refno: looseString,
        InvName: z.string(),
        PAN: z.string(),
        Email: z.string(),
        Mobile: z.string(),
        CountryCode: z.string(),
        SchemeDesc: z.string(),
        SipAmount: looseString,
        ARNCode: z.string(),
        SubbrokerArn: z.string(),
        Subbroker: z.string(),
        EuinCode: z.string(),
        EUINFlag: yn,
        sip_refno: looseString,
      }),
    ),
  }),
});

/** The SIP a /SIPSave made under the caller's RequestRef, or no rows when none was made. */
export const sipByRequestRef = defineEndpoint({
  name: 'sipByRequestRef',
  path: '/GetSIPByRequestRef',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) }),
  answer: z.object({ DtData: table(z.object({ refno: looseString, Status: z.string() })) }),
});
