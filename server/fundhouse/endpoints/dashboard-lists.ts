import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// The dashboard's drill-down lists, one list and one page per call: a large book holds tens of
// thousands of investors, too many to send (or show) at once. Table1[0].TotalCount counts the whole
// list, so it equals the dashboard figure the list explains.

/** Page number (1-based) and size as they travel: whole numbers, at most 100 rows a page. */
const pageNo = wireString.pipe(z.string().regex(/^[1-9]\d{0,5}$/));
const pageSize = wireString.pipe(z.string().regex(/^(?:[1-9]\d?|100)$/));

const total = table(z.object({ TotalCount: looseString }));

/**
 * SIP summary lists of the fund: NEXTMONTH (live SIPs whose last instalment falls next month), CLOSED
 * (ended or cancelled this month), CWS (one row per investor with live SIPs: SipCount of them, their schemes and
 * folios, Amount their monthly total; no dates), CWOS (investors with a balance and no live
 * SIP; no SIP dates). Counts agree with /ktrackGetSipAum. Dates DD/MM/YYYY.
 */
export const sipSummaryList = defineEndpoint({
  name: 'sipSummaryList',
  path: '/Ktrack_Dist_SipSummaryList',
  method: 'GET',
  auth: true,
  params: z.object({
    AgentCode: z.string(),
    customfund: wireString,
    ListType: z.enum(['NEXTMONTH', 'CLOSED', 'CWS', 'CWOS']),
    PageNo: pageNo,
    PageSize: pageSize,
  }),
  answer: z.object({
    DtData: table(
      z.object({
        invname: z.string(),
        pan: z.string(),
        funddesc: z.string(),
        acno: looseString,
        email: z.string().nullable(),
        mobile: z.string().nullable(),
        StartDate: z.string(),
        EndDate: z.string(),
        Amount: looseString,
        /** 1 Nach, 2 UPI Autopay, 4 physical Nach, 5 physical UPI Autopay, 9 OTM; empty without a SIP. */
        SIPType: z.string(),
        Urnno: z.string(),
        /** CWS only: the client's live SIPs. */
        SipCount: looseString.optional(),
      }),
    ),
    Table1: total,
  }),
});

/**
 * Investors of one fund house on the caller's book, as Dist_Dashboard's Table2 counts them: New (first
 * folio in the fund opened within 90 days), Active (a balance), Inactive (folios, all of them empty).
 * Table1 also names the fund house.
 */
export const investorTypeList = defineEndpoint({
  name: 'investorTypeList',
  path: '/Ktrack_Dist_InvestorTypeList',
  method: 'GET',
  auth: true,
  params: z.object({
    AgentCode: z.string(),
    customfund: wireString,
    Fund: wireString.pipe(z.string().regex(/^\d{1,5}$/)),
    InvType: z.enum(['New', 'Active', 'Inactive']),
    PageNo: pageNo,
    PageSize: pageSize,
  }),
  answer: z.object({
    DtData: table(
      z.object({ name: z.string(), pangir: z.string(), mobile: z.string().nullable(), email: z.string().nullable(), fund: z.string() }),
    ),
    Table1: table(z.object({ TotalCount: looseString, FundName: z.string() })),
  }),
});
