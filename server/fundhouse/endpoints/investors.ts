import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The distributor's investors: lists, search, favourites, one investor's holdings and SIPs.
// A PAN outside the caller's book is answered exactly like an unknown one.

const yn = z.enum(['Y', 'N']);

const investorRow = z.object({
  Name: z.string(),
  Pan: z.string(),
  Mobile: z.string().nullable(),
  Email: z.string().nullable(),
  Kyc: yn,
  Fatca: yn,
  Favorite: yn,
});
export type InvestorListRow = z.output<typeof investorRow>;

/** AllFavFlag A: the whole book; FAV: favourites; R: the ten most recently viewed, newest first. */
export const allClients = defineEndpoint({
  name: 'allClients',
  path: '/Dist_AllClientDetails',
  method: 'GET',
  auth: true,
  params: z.object({ ARN: z.string(), customfund: wireString, AllFavFlag: z.enum(['A', 'FAV', 'R']) }),
  answer: z.object({ DtData: table(investorRow) }),
});

/** Exactly one of name (4+ characters, contains), pan, folio, mobile or email; at most 100 rows. */
export const investorSearch = defineEndpoint({
  name: 'investorSearch',
  path: '/InvestorSearch',
  method: 'GET',
  auth: true,
  params: z.object({
    name: z.string().optional(),
    pan: z.string().optional(),
    folio: z.string().optional(),
    mobile: z.string().optional(),
    email: z.string().optional(),
    agent: z.string(),
    uid: z.string(),
    customfund: wireString,
  }),
  answer: z.object({ DtData: table(investorRow) }),
});

/**
 * One investor of the book with the holdings in every fund house. No DtData rows (falsy) when the PAN
 * is not in the caller's book. Gain 'N' means a loss; GainVal is then the loss as a positive amount.
 * Marks the investor as viewed (the Recent list).
 */
export const investorByPan = defineEndpoint({
  name: 'investorByPan',
  path: '/GetDistributorDetailsbyPAN',
  method: 'GET',
  auth: true,
  params: z.object({ Uid: z.string(), ReqBy: z.string(), PAN: z.string(), customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({ invname: z.string(), PAN: z.string(), KYC: yn, FATCA: yn, fav: z.enum(['T', 'F']), email: z.string().nullable(), Mobile: z.string().nullable() }),
    ),
    Table1: table(z.object({ CostValue: looseString, CurrentValue: looseString, GainVal: looseString, Gain: yn, todaygain: looseString })),
    Table2: table(
      z.object({
        fund_code: looseString,
        acno: looseString,
        scheme: z.string(),
        SchDesc: z.string(),
        plndesc: z.string(),
        Units: looseString,
        LastNAV: looseString,
        CostValue: looseString,
        CurrentValue: looseString,
        GainPercent: looseString,
      }),
    ),
    Table3: table(z.object({ name: z.string(), totpercent: looseString })),
  }),
});

/** FavFlag is the state wanted; no rows (falsy) when the investor is already in that state. */
export const saveFavourite = defineEndpoint({
  name: 'saveFavourite',
  path: '/DistSavefavourite',
  method: 'GET',
  auth: true,
  params: z.object({ InvPan: z.string(), FavFlag: z.enum(['T', 'F']), Name: z.string().optional(), AgentCode: z.string() }),
  answer: z.object({ DtData: table(z.object({ Pan: z.string(), fav: z.enum(['T', 'F']) })) }),
});

/** Live SIPs of the investor; YearFlag Y keeps those with an instalment due in the next 12 months. */
export const upcomingSips = defineEndpoint({
  name: 'upcomingSips',
  path: '/GetSipFundDetails',
  method: 'GET',
  auth: true,
  params: z.object({ Pan: z.string(), YearFlag: z.string().optional(), ARNCode: z.string() }),
  answer: z.object({
    DtData: table(
      z.object({
        ihno: looseString,
        fund_code: looseString,
        fund_name: z.string(),
        schname: z.string(),
        plnname: z.string(),
        accno: looseString,
        sipdt: z.string(),
        sipstartdt: z.string(),
        sipenddt: z.string(),
        amt: looseString,
        Installments: looseString,
        InstallmentsPaid: looseString,
        Status: z.string(),
        SIPType: looseString,
        Urnno: z.string(),
        Enachflag: looseString,
        /** A paused SIP's approved pause, now or ahead (DD/MM/YYYY); '' when none (this project's fields). */
        PausedFrom: z.string().default(''),
        PausedTo: z.string().default(''),
      }),
    ),
  }),
});

/** The investor's folios in Fund (all fund houses when empty); a zero-balance folio has CurValue 0. */
export const foliosByPan = defineEndpoint({
  name: 'foliosByPan',
  path: '/GetDistFoliobyPan',
  method: 'GET',
  auth: true,
  params: z.object({ PAN: z.string(), Fund: wireString.optional(), Agent: z.string(), customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({ acno: looseString, fund: looseString, invname: z.string(), Schemes: looseString, BalUnits: looseString, CurValue: looseString }),
    ),
  }),
});
