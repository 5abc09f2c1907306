import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The dashboard's figures. Every count and amount is the registrar's own arithmetic over the
// distributor's book (AUM = units × latest NAV), so the portal only formats them.

const count = looseString;
const amount = looseString;

/** Brokerage of the last six months: PresentMon is this month, Previous2ndMon the one before, … Previous6thMon; each Dt is MMM-YYYY. */
const brokerageRow = z.object({
  Previous6thMon: amount,
  Previous6thMonDt: z.string(),
  Previous5thMon: amount,
  Previous5thMonDt: z.string(),
  Previous4thMon: amount,
  Previous4thMonDt: z.string(),
  Previous3rdMon: amount,
  Previous3rdMonDt: z.string(),
  Previous2ndMon: amount,
  Previous2ndMonDt: z.string(),
  PresentMon: amount,
  PresentMonDt: z.string(),
});

export const distDashboard = defineEndpoint({
  name: 'distDashboard',
  path: '/Dist_Dashboard',
  method: 'GET',
  auth: true,
  params: z.object({ AgentCode: z.string(), customfund: wireString }),
  answer: z.object({
    /** Authorisation counts: pending always, approved and expired entered within the last 30 days. */
    DtData: table(
      z.object({ ExpiredTransactions: count, AuthorisedTransaction: count, AuthorisationPending: count, SIPTransactions: count }),
    ),
    /** AUM by fund house and asset class; my_aum and Numberofschemes repeat the book's totals on every row. */
    Table1: table(
      z.object({
        category: z.string(),
        aum: amount,
        aum_percent: looseString,
        descr: z.string(),
        fund_code: looseString,
        my_aum: amount,
        Numberofschemes: count,
        Numberofinvestors: count,
      }),
    ),
    /** Per fund house: New (first folio within 90 days), Active (a balance), Inactive (only zero balances). */
    Table2: table(
      z.object({ fund_code: looseString, descr: z.string(), New_Investors: count, Active_Investors: count, Inactive_Investors: count }),
    ),
    Table3: table(brokerageRow),
  }),
});

/** AUM per scheme as on DateVal (MM/DD/YYYY; empty means today), valued at that day's NAV. */
export const aumSummary = defineEndpoint({
  name: 'aumSummary',
  path: '/KtrackDistAumSummary',
  method: 'GET',
  auth: true,
  params: z.object({
    AgentCode: z.string(),
    customfund: wireString,
    UserId: z.string(),
    DateVal: z.union([z.literal(''), z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/)]).optional(),
  }),
  answer: z.object({
    DtData: table(
      z.object({
        fund_code: looseString,
        scheme: z.string(),
        SchDesc: z.string(),
        category: z.string(),
        aum: amount,
        Numberofinvestors: count,
        NavDate: z.string(),
      }),
    ),
  }),
});

/** The book's AUM in the fund as on the latest NAV. */
export const distributorAum = defineEndpoint({
  name: 'distributorAum',
  path: '/GetDistributorAUM',
  method: 'GET',
  auth: true,
  params: z.object({ AgentCode: z.string(), customfund: wireString }),
  answer: z.object({ DtData: table(z.object({ AUM: amount, Numberofschemes: count, Numberofinvestors: count, AsOnDate: z.string() })) }),
});

const sipPerson = z.object({
  invname: z.string(),
  pan: z.string(),
  funddesc: z.string(),
  acno: looseString,
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  StartDate: z.string(),
  EndDate: z.string(),
});

/**
 * SIP summary. Table7: investors with a live SIP; Table8: investors with a balance and no live SIP;
 * Table9: SIPs ending next month; Table10: SIPs that ended (or were cancelled) this month.
 */
export const sipAum = defineEndpoint({
  name: 'sipAum',
  path: '/ktrackGetSipAum',
  method: 'GET',
  auth: true,
  params: z.object({ AgentCode: z.string(), customfund: wireString }),
  answer: z.object({
    DtData: table(z.object({ SIP_expired_next_month: count, SIP_Closed_this_month: count, Sip_Investments: amount })),
    Table7: table(sipPerson),
    Table8: table(sipPerson),
    Table9: table(sipPerson),
    Table10: table(sipPerson),
  }),
});

/** New fund offers of the fund: dates DD/MM/YYYY; startDate/expiryDate bound when the notice shows. */
export const nfoSchemes = defineEndpoint({
  name: 'nfoSchemes',
  path: '/GetNFOSchemes',
  method: 'GET',
  auth: true,
  params: z.object({ customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        Nfoname: z.string(),
        Index: looseString,
        Opens: z.string(),
        Closes: z.string(),
        ReOpens: z.string(),
        startDate: z.string(),
        expiryDate: z.string(),
        /** The NFO scheme of seed 002 section 3; dates DD/MM/YYYY, the offer open from opening_date to closing_Date. */
        fund: looseString,
        fund_desc: z.string(),
        scheme: z.string(),
        scheme_desc: z.string(),
        opening_date: z.string(),
        closing_Date: z.string(),
      }),
    ),
  }),
});

export const mailbackList = defineEndpoint({
  name: 'mailbackList',
  path: '/GetDistMailbackList',
  method: 'GET',
  auth: true,
  params: z.object({ customfund: wireString }),
  answer: z.object({ DtData: table(z.object({ KDM_Repcode: z.string(), KDM_Repdesc: z.string() })) }),
});

/** The report types the distributor asks for most, most asked first. */
export const frequentMailback = defineEndpoint({
  name: 'frequentMailback',
  path: '/ktrack_frequent_mailback_request',
  method: 'GET',
  auth: true,
  params: z.object({ AgentCode: z.string(), customfund: wireString }),
  answer: z.object({ DtData: table(z.object({ KDM_Repcode: z.string(), KDM_Repdesc: z.string(), RequestCount: count })) }),
});

/**
 * The fund house's dashboard banners, every one it has published (dates DD/MM/YYYY): the portal shows
 * those whose startDate..expiryDate holds today, the same window rule as the NFO notices.
 */
export const dashboardBanners = defineEndpoint({
  name: 'dashboardBanners',
  path: '/GetDashboardBanners',
  method: 'GET',
  auth: true,
  params: z.object({ customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({ BannerId: looseString, Title: z.string(), Description: z.string(), startDate: z.string(), expiryDate: z.string() }),
    ),
  }),
});
