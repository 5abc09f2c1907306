import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Redemption (seed 001 sections 2–5 and 7): the folio's registered banks, the exit load a redemption
// would bear, and the save that creates the transaction. The holdings with their balances come from
// the fund list (purchase.ts), which every folio-based form reads.

/** The banks registered on a folio for payouts; account numbers come masked but for the last four digits. */
export const redemptionBanks = defineEndpoint({
  name: 'redemptionBanks',
  // Spelt as the registrar spells it.
  path: '/GetRedemptionBankDeatils',
  method: 'GET',
  auth: true,
  params: z.object({ Acno: wireString, Trtype: z.string().min(1), Fund: wireString }),
  answer: z.object({
    Table1: table(z.object({ bnkname: z.string().min(1), bnkacno: z.string().min(1), bnkactype: z.string(), bnkifsc: z.string() })),
  }),
});
export type RedemptionBankRow = z.output<typeof redemptionBanks.answer>['Table1'][number];

/**
 * The redemption (or switch-out) payment details: the exit load that applies to a redemption of
 * `units` (or `amount`) on `trdt` (MM/DD/YYYY), at the NAV of that day. ttrtype R is a redemption,
 * S a switch out. ExitLoad is a percentage; Remarks states the scheme's exit-load rule.
 */
export const exitLoadCalc = defineEndpoint({
  name: 'exitLoadCalc',
  path: '/exitloadcalc',
  method: 'GET',
  auth: true,
  params: z.object({
    amount: wireString,
    Fund: wireString,
    plan: z.string().min(1),
    scheme: z.string().min(1),
    opt: z.string().min(1),
    acno: wireString,
    trdt: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
    units: wireString,
    ttrtype: z.enum(['R', 'S']),
  }),
  answer: z.object({
    DtData: table(
      z.object({
        NAV: looseString,
        NAVDate: z.string(),
        Units: looseString,
        Amount: looseString,
        ExitLoad: looseString,
        ExitLoadAmount: looseString,
        Remarks: z.string(),
      }),
    ),
  }),
});

/**
 * The caller's own reference of a save, the same for every attempt at one order: the registrar makes
 * one transaction per reference and refuses a second save under it.
 */
export const requestRef = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/);

/**
 * Creates the redemption, pending the investor's authorisation (seed 001 section 7). POST: a save is
 * never retried by the transport (docs/upstream-protocol.md). i_RedFlg P partial / F full;
 * i_UntAmtFlg U units / A amount; i_multibankdet the chosen bank's account number as listed.
 */
export const saveRedemption = defineEndpoint({
  name: 'saveRedemption',
  path: '/Savetransaction_red',
  method: 'POST',
  auth: true,
  params: z.object({
    i_InvDistFlag: z.literal('M'),
    customfund: wireString,
    i_Acno: wireString,
    i_Fund: wireString,
    i_Scheme: z.string().min(1),
    i_Plan: z.string().min(1),
    i_Option: z.string().min(1),
    i_RedFlg: z.enum(['P', 'F']),
    i_UntAmtFlg: z.enum(['U', 'A']),
    i_UntAmtValue: wireString,
    i_Userid: z.string().min(1),
    ARNCode: z.string().min(1),
    i_pangno: z.string().min(1),
    i_oldihno: wireString,
    i_multibankdet: z.string().min(1),
    i_RequestRef: requestRef,
  }),
  answer: z.object({ DtData: table(z.object({ REFNO: looseString })) }),
});

/**
 * The transaction a redemption or switch save made under the caller's i_RequestRef (REFNO), or no rows
 * when none was made: how the portal learns what became of a save whose answer was lost.
 */
export const orderByRequestRef = defineEndpoint({
  name: 'orderByRequestRef',
  path: '/GetTransactionByRequestRef',
  method: 'GET',
  auth: true,
  params: z.object({ Fund: wireString, Trtype: z.enum(['RED', 'SWITCH']), RequestRef: requestRef }),
  answer: z.object({ DtData: table(z.object({ REFNO: looseString })) }),
});
