import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Transactions by authorisation state (P pending, A approved, E expired) and reinitiation.

/** Every row in the state, newest first; the portal lists approved and expired rows only within 30 days of entry. */
export const detailedTransactions = defineEndpoint({
  name: 'detailedTransactions',
  path: '/Ktrack_Dist_DetailedTransaction',
  method: 'GET',
  auth: true,
  params: z.object({ transflag: z.enum(['P', 'A', 'E']), Arn: z.string(), customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        ihno: looseString,
        InvName: z.string(),
        pan: z.string(),
        scheme: z.string(),
        trtype: z.string(),
        /** DD/MM/YYYY hh:mm AM, IST. */
        Entdate: z.string(),
        dd_appno: looseString,
        amount: looseString,
        sipamount: looseString,
        units: looseString,
        /** The investor's authorisation link; empty unless pending. */
        Link: z.string(),
        fund_code: looseString,
        status: z.enum(['P', 'A', 'E']),
        /** Y when an expired row may still be reinitiated (entered within 14 days, not yet reinitiated). */
        Reinitiate: z.enum(['Y', 'N']),
        /** This project's addition: when a pending row's link expires (ISO 8601), '' otherwise; absent from a registrar without it. */
        ExpiresAt: z.string().optional(),
        /**
         * This project's addition: how an E row ended, Rejected by the investor or Expired unanswered ('' for
         * other rows); absent from a registrar without it, whose E rows read Expired.
         */
        EndedAs: z.enum(['Rejected', 'Expired', '']).optional(),
      }),
    ),
  }),
});

/** Reinitiates an expired transaction; Table1[0].IHNO is the new (pending) transaction number. */
export const reinitiateTransaction = defineEndpoint({
  name: 'reinitiateTransaction',
  path: '/Ktrack_ReinitiateTransaction',
  method: 'GET',
  auth: true,
  params: z.object({ fund: wireString, ihno: wireString }),
  answer: z.object({ Table1: table(z.object({ IHNO: looseString })) }),
});
