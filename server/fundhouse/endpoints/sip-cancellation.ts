import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Pause and cancellation of SIPs, STPs and SWPs (seed 001 sections 2-8): the folio records, the
// reasons, the pause dates and end-date calculator, the pause's validation and the pause itself, and
// the two cancellations. Dates travel as MM/DD/YYYY. Every call that creates something carries the
// caller's RequestRef: the registrar makes one request per reference and answers a repeat with it.

const mdy = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const requestRef = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const errorRow = z.object({ Error_Code: looseString, Error_Message: z.string() });

export const PLAN_TYPES = ['SIP', 'STP', 'SWP'] as const;

/** The investor's live SIP, STP or SWP records (pause_flag and pause_err_msg say whether a SIP may pause). */
export const foliosForCancellation = defineEndpoint({
  name: 'foliosForCancellation',
  path: '/GetFoliosForSIPCancelation',
  method: 'GET',
  auth: true,
  params: z.object({ Trtype: z.enum(PLAN_TYPES), Pan: wireString, Fund: wireString, customfund: wireString, invdistflag: z.literal('M') }),
  answer: z.object({
    DtData: table(
      z.object({
        ihno: looseString,
        Scheme: z.string(),
        /** An STP's transfer-to scheme; blank for a SIP or SWP. */
        ToScheme: z.string().default(''),
        // The scheme's codes, as the pause details name them.
        sch: z.string(),
        pln: z.string(),
        opt: z.string(),
        amt: looseString,
        acno: looseString,
        trdate: mdy,
        fromdate: mdy,
        todate: mdy,
        freq: z.string(),
        pause_flag: z.string(),
        pause_err_msg: z.string(),
      }),
    ),
  }),
});
export type CancellationRecordRow = z.output<typeof foliosForCancellation.answer>['DtData'][number];

export const cancellationReasons = defineEndpoint({
  name: 'cancellationReasons',
  path: '/SIPCancelationReason',
  method: 'GET',
  auth: true,
  params: z.object({}),
  answer: z.object({ Dtinformation: table(z.object({ RejReason: z.string(), RejCode: looseString })) }),
});

/** The days a SIP's pause may start on. */
export const sipPauseDates = defineEndpoint({
  name: 'sipPauseDates',
  path: '/GetSIPPauseDate',
  method: 'GET',
  auth: true,
  params: z.object({ ihno: wireString, fund: wireString, customfund: wireString }),
  answer: z.object({ Dtinformation: table(z.object({ pause_start_date: mdy })) }),
});

/** The last paused instalment's day for a pause of `count` instalments from SrtDt. */
export const sipPauseEndDate = defineEndpoint({
  name: 'sipPauseEndDate',
  path: '/PauseSIPEnddateDecider',
  method: 'GET',
  auth: true,
  params: z.object({ SrtDt: mdy, fund: wireString, customfund: wireString, count: z.enum(['3', '6']), uid: wireString }),
  answer: z.object({ Dtinformation: table(z.object({ Error_Message: z.string() })), DtData: table(z.object({ enddt: z.union([mdy, z.literal('')]) })) }),
});

/** The SIP pause details (seed 001 section 3) both pause calls take. */
const pauseDetails = z.object({
  ihno: wireString,
  acno: wireString,
  sch: z.string().min(1),
  pln: z.string().min(1),
  opt: z.string().min(1),
  tpln: z.string(),
  tsch: z.string(),
  amt: wireString,
  freq: z.string(),
  fromdate: mdy,
  todate: mdy,
  trdate: mdy,
  mobile: z.string(),
  lname: z.string(),
  fund: wireString,
  Agent: wireString,
});

export const sipPauseValidation = defineEndpoint({
  name: 'sipPauseValidation',
  // Spelt as the registrar spells it.
  path: '/SIPPauseVAlidation',
  method: 'GET',
  auth: true,
  params: pauseDetails,
  answer: z.object({ Table: table(errorRow) }),
});

export const sipPause = defineEndpoint({
  name: 'sipPause',
  path: '/SIPPause',
  method: 'POST',
  auth: true,
  params: pauseDetails.extend({ RequestRef: requestRef }),
  answer: z.object({ Table: table(errorRow), Table1: table(z.object({ refno: looseString })) }),
});

/** Cancels a SIP, pending the investor's approval. */
export const sipCancellation = defineEndpoint({
  name: 'sipCancellation',
  path: '/Ktrack_Dist_SipCancellation',
  method: 'POST',
  auth: true,
  params: z.object({
    Trtype: z.literal('SIP'),
    Pan: wireString,
    uid: wireString,
    Fund: wireString,
    Ihno: wireString,
    Agent: wireString,
    folio: wireString,
    CancelReason: z.string().max(100),
    rejcode: wireString,
    RequestRef: requestRef,
  }),
  answer: z.object({ Dtinformation: table(errorRow), DtData: table(z.object({ ihno: looseString })) }),
});

/** Cancels an STP or SWP, pending the investor's approval (the answer is not shown in the seed). */
export const planCancelSave = defineEndpoint({
  name: 'planCancelSave',
  path: '/SIPCancelSave',
  method: 'POST',
  auth: true,
  params: z.object({
    Trtype: z.enum(['STP', 'SWP']),
    scheme: z.string(),
    plan: z.string(),
    option: z.string(),
    amount: wireString,
    fromdate: mdy,
    todate: mdy,
    frequency: z.string(),
    ihno: wireString,
    Agent: wireString,
    Fund: wireString,
    RequestRef: requestRef,
  }),
  answer: z.object({ Dtinformation: table(errorRow), DtData: table(z.object({ ihno: looseString })) }),
});

/** What a pause, cancellation or plan registration under RequestRef made for the caller: its reference, or no rows. */
export const planRequestByRef = defineEndpoint({
  name: 'planRequestByRef',
  path: '/GetPlanRequestByRequestRef',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, RequestRef: requestRef }),
  answer: z.object({ DtData: table(z.object({ REFNO: looseString })) }),
});
