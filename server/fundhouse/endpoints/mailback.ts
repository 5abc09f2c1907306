import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// Mail-back requests (seed 002 sections 3 and 7, seed 000 section 7): the distributor's own reports
// (a zip of Excel or DBF, opened with ZipPwd) and the investor statements (a password-protected PDF
// mailed to the investor). Every request answers its reference number; the status call lists them.
// Dates travel as MM/DD/YYYY.

const wireDate = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);

/** The registrar's reference for a mail-back request. */
const refAnswer = z.object({ DtData: table(z.object({ Refno: looseString })) });

export const distMailbackRequest = defineEndpoint({
  name: 'distMailbackRequest',
  path: '/GetDistMailbackRequest',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(),
    Userid: z.string().min(1),
    ReportNumber: z.string().min(1),
    ZipPwd: z.string().min(1),
    Fund: wireString,
    customfund: wireString,
    toDate: wireDate,
    fromDate: wireDate,
    ReqBy: z.string(),
    /** The distributor's ARN (the seed calls it the agent). */
    Agent: z.string().min(1),
    reportType: z.enum(['Excel', 'DBF']),
  }),
  answer: refAnswer,
});

/** Networth (GAS): pagetype Email covers every folio under emailid, PAN the investor's folios. */
export const netWorthPortfolio = defineEndpoint({
  name: 'netWorthPortfolio',
  path: '/Ktrack_NetWorthPortfolio',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(),
    fromdate: wireDate,
    todate: wireDate,
    mylp: z.string(),
    emailid: z.string(),
    distCode: z.string().min(1),
    pswd: z.string().min(1),
    funds: wireString,
    pagetype: z.enum(['Email', 'PAN']),
    distUid: z.string().min(1),
    pan: z.string(),
    customfund: wireString,
  }),
  answer: refAnswer,
});

export const dividendStatement = defineEndpoint({
  name: 'dividendStatement',
  path: '/DividendStatmentByEmailID',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(),
    Password: z.string().min(1),
    customfund: wireString,
    Email: z.string(),
    fromdt: wireDate,
    todate: wireDate,
    distCode: z.string().min(1),
    trtype: z.string(),
    distUid: z.string().min(1),
    PAN: z.string().min(1),
  }),
  answer: refAnswer,
});

export const capitalGainsStatement = defineEndpoint({
  name: 'capitalGainsStatement',
  path: '/CapitalGainsByEmailID',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(),
    Password: z.string().min(1),
    customfund: wireString,
    Email: z.string(),
    fromdt: wireDate,
    todate: wireDate,
    distCode: z.string().min(1),
    trtype: z.string(),
    distUid: z.string().min(1),
    PAN: z.string().min(1),
  }),
  answer: refAnswer,
});

/** Statement of account (SOA), consolidated (CAS), ELSS and CAN statements; the seed names no path for them. */
export const accountStatement = defineEndpoint({
  name: 'accountStatement',
  path: '/AccountStatementByEmailID',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(),
    StatementType: z.enum(['SOA', 'CAS', 'ELSS', 'CAN']),
    Password: z.string().min(1),
    customfund: wireString,
    Email: z.string(),
    fromdt: wireDate,
    todate: wireDate,
    distCode: z.string().min(1),
    distUid: z.string().min(1),
    PAN: z.string().min(1),
  }),
  answer: refAnswer,
});

/** The distributor's mail-back requests made on or after FromDate, newest first. */
export const mailbackRequestStatus = defineEndpoint({
  name: 'mailbackRequestStatus',
  path: '/GetMailBackRequestStatus',
  method: 'GET',
  auth: true,
  params: z.object({
    /** This project's own (docs/upstream-protocol.md): the caller's reference; a repeat is answered with the first request. */
    RequestRef: z.string().max(40).optional(), FromDate: wireDate, Agent: z.string().min(1), customfund: wireString }),
  answer: z.object({
    DtData: table(
      z.object({
        Refno: looseString,
        ReportName: z.string(),
        /** MM/DD/YYYY hh:mm */
        RequestDate: z.string(),
        Status: z.string(),
        SentTo: z.string(),
      }),
    ),
  }),
});
