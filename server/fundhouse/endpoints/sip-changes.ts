import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Changes to a live SIP (seed 002 sections 3 and 7): the live-SIP fetch the top-up and modification
// screens start from, and the top-up save. Dates travel as MM/DD/YYYY.

const mdy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const mdyOrEmpty = z.union([mdy, z.literal('')]);

/**
 * The live SIPs of an investor's folio under the caller's ARN (`/FetchSIPDetailsByFolio`, named in seed 000
 * section 7; its payload is not shown, so this one is the project's). A row is
 * the seed's live row (SchemeName … Noofinst) with the SIP record the change screens need, plus what
 * is left to pay (Balance_Inst), the top-up pending or in effect on it (Topup_*; empty when none) and
 * whether a modification of it awaits the investor's approval (Modification_Status). A paused SIP is
 * listed too, with its status and the approved pause (this project's fields; absent, the SIP is Live).
 */
export const liveSipsForChange = defineEndpoint({
  name: 'liveSipsForChange',
  path: '/FetchSIPDetailsByFolio',
  method: 'GET',
  auth: true,
  params: z.object({ ArnCode: wireString, Pan: wireString, Acno: wireString, Fund: wireString, folio: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        Ihno: looseString,
        Acno: z.string(),
        Scheme: z.string(),
        Plan: z.string(),
        Option: z.string(),
        SchemeName: z.string(),
        Category: z.string(),
        URN_Status: z.string(),
        Urnno: z.string(),
        SIPType: z.string(),
        Enachflag: z.string(),
        Amount: looseString,
        Frequency: z.string(),
        Reg_Date: mdy,
        Start_Date: mdy,
        End_Date: mdy,
        Noofinst: looseString,
        Balance_Inst: looseString,
        MandateAmount: looseString,
        MandateEndDate: mdyOrEmpty,
        IsPerpetual: z.enum(['Y', 'N']),
        Topup_Status: z.enum(['', 'Pending', 'Active']),
        Topup_Frequency: z.enum(['', 'H', 'Y']),
        Topup_Amount: looseString,
        Topup_StartDate: mdyOrEmpty,
        Topup_EndDate: mdyOrEmpty,
        Modification_Status: z.enum(['', 'Pending']),
        /** Paused inside an approved pause; the pause approved for now or later (MM/DD/YYYY), or ''. */
        Status: z.enum(['Live', 'Paused']).default('Live'),
        PausedFrom: mdyOrEmpty.default(''),
        PausedTo: mdyOrEmpty.default(''),
      }),
    ),
  }),
});
export type LiveSipRow = z.output<typeof liveSipsForChange.answer>['DtData'][number];

/**
 * Registers a top-up on a live SIP, pending the investor's approval (seed 002 section 7). The seed
 * lists it as a GET; it creates something, so the portal posts it (a POST is never retried) and names
 * each attempt with RequestRef: the registrar makes one top-up per reference and answers a repeat
 * with the same refno.
 */
export const saveSipTopup = defineEndpoint({
  name: 'saveSipTopup',
  path: '/SIPSaveTopup',
  method: 'POST',
  auth: true,
  params: z.object({
    i_fund: wireString,
    i_folio: wireString,
    i_SchemeCode: z.string().min(1),
    Option: z.string().min(1),
    i_brokercode: wireString,
    i_subbroker: z.string(),
    i_euinno: z.string(),
    i_euinDeclaration: z.enum(['Y', 'N']),
    i_frequency: z.string(),
    i_NoofInstalment: wireString,
    i_SIPStartDate: mdy,
    i_SIPEndDate: mdy,
    i_BankName: z.string(),
    i_EntBy: wireString,
    EntDt: mdy,
    i_Amount: wireString,
    i_InvDistFlag: z.literal('M'),
    SubARN: z.string(),
    CustomFund: wireString,
    Umrn: z.string(),
    Topupflag: z.literal('Y'),
    TopupFrequency: z.enum(['H', 'Y']),
    TopupAmount: wireString,
    TopupStartDate: mdy,
    TopupEnddate: mdy,
    OldIhno: wireString,
    SipFlag: z.literal('T'),
    Enachflag: z.string(),
    SIPType: z.string(),
    RequestRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  answer: z.object({
    DtData: table(z.object({ Scheme: z.string(), Pln: z.string(), Opt: z.string(), refno: looseString })),
  }),
});
