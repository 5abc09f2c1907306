import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// An investor's transaction history and the distributor's brokerage of the last six months
// (seed 002 section 7, "Mail-back, history, earnings"). Both read the caller's own book: the ARN is
// the token's, so nothing in the parameters can name another distributor's investor.

/** Every transaction of one investor in one fund on the caller's book, newest first. */
export const transactionHistory = defineEndpoint({
  name: 'transactionHistory',
  path: '/GetTrxnDatabyFund',
  method: 'GET',
  auth: true,
  params: z.object({ Uid: z.string().min(1), pan: z.string().min(1), InvdDistFlag: z.literal('A'), Fund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        SchemeDesc: z.string(),
        TrtypeDesc: z.string(),
        td_trno: looseString,
        td_amt: looseString,
        td_acno: z.string().nullable(),
        /** Empty until units are allotted (approved transactions only). */
        td_nav: looseString,
        td_units: looseString,
        /** DD/MM/YYYY */
        td_trdt: z.string(),
        /** Success, Pending, Rejected or Expired. */
        Status: z.string(),
      }),
    ),
  }),
});

/** Trail brokerage paid for each of the last six months that earned any, newest first. */
export const brokerageDetails = defineEndpoint({
  name: 'brokerageDetails',
  path: '/GetBrokerageDetails',
  method: 'GET',
  auth: true,
  params: z.object({ ReqBy: z.string().min(1), Agent: z.string().min(1), Fund: wireString, customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        BankName: z.string(),
        /** DD/MM/YYYY */
        Fromdate: z.string(),
        ToDate: z.string(),
        Amount: looseString,
      }),
    ),
  }),
});
