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

/**
 * This project's own addition to a brokerage row (the seeds show none): the additional commission paid
 * with the month for new investors from beyond the top 30 cities (B30 with the city) or new women
 * investors (W), one row per new PAN, with the first investment it is reckoned on. Absent: none.
 */
export const incentiveRow = z.object({
  Pan: z.string(),
  InvName: z.string(),
  Category: z.enum(['B30', 'W']),
  City: z.string().default(''),
  /** LUMPSUM: the first lump sum; SIP: the first year's instalments. */
  FirstInvestment: z.enum(['LUMPSUM', 'SIP']),
  /** DD/MM/YYYY */
  FirstDate: z.string(),
  FirstAmount: looseString,
  Amount: looseString,
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
        Incentives: table(incentiveRow),
      }),
    ),
  }),
});
