import type { z } from 'zod';
import {
  accountStatement,
  capitalGainsStatement,
  distMailbackRequest,
  dividendStatement,
  mailbackRequestStatus,
  netWorthPortfolio,
} from '../../server/fundhouse/endpoints/mailback';
import { pansByEmail, requestsSince } from '../domains/reports/mailback';
import { findInBook } from '../domains/investors/portfolio-investors';
import { replayByRef } from '../domains/transactions/request-replay';
import { mailSelfReport, mailStatement, type StatementKind } from '../domains/reports/mailback-statements';
import { istDay } from '../domains/schemes/schemes';
import { route, signedIn, type HandlerContext, type Refusal } from '../router';
import { FUND_CODE } from '../seed/fixtures';
import { MAILBACK_REPORTS } from './dashboard';

// Mail-back requests: the registrar checks the request again (its own rules, the caller's own book),
// makes the file, mails it and answers the reference number.

export const MAILBACK_REFUSALS = {
  notYours: 'Invalid distributor',
  fund: 'Invalid fund',
  report: 'Invalid report',
  dates: 'Invalid date range',
  password: 'Password does not meet the password policy',
  investor: 'Investor not found',
  email: 'No folios found for the given Email Id',
  noEmail: 'No e-mail id is registered for this investor',
} as const;

const refuse = (ErrorMessage: string): Refusal => ({ ErrorCode: 1, ErrorMessage });
const ref = (Refno: string) => ({ DtData: [{ Refno }] });

/**
 * A request carrying a RequestRef (this project's own, docs/upstream-protocol.md) is made once: a repeat
 * of the reference, after a lost answer, is answered with the first request's number and mails nothing.
 */
function onceByRef(ctx: HandlerContext, path: string, requestRef: string | undefined, make: () => Promise<ReturnType<typeof ref> | Refusal>) {
  return replayByRef(ctx.db, { arn: signedIn(ctx).arn, path, requestRef }, make, (a) => 'DtData' in a);
}

const SPECIALS = '#?!@$%^&*-';
const strong = (p: string) => p.length >= 8 && /[A-Z]/.test(p) && /\d/.test(p) && [...p].some((c) => SPECIALS.includes(c));

/** MM/DD/YYYY → YYYY-MM-DD, or null when it is not a real day. */
function wireDay(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A period within `earliest`..today, from before to (or on the same day where allowed). */
function period(ctx: HandlerContext, from: string, to: string, earliest: string, sameDay: boolean): { from: string; to: string } | null {
  const f = wireDay(from);
  const t = wireDay(to);
  const today = istDay(ctx.clock.now());
  if (!f || !t || f < earliest || t > today || f > t || (!sameDay && f === t)) return null;
  return { from: f, to: t };
}

function caller(ctx: HandlerContext, arn: string, userId: string) {
  const me = signedIn(ctx);
  return arn.trim().toUpperCase() === me.arn && userId.trim().toLowerCase() === me.userId ? me : null;
}

const selfRoute = route(distMailbackRequest, async (p, ctx) => onceByRef(ctx, distMailbackRequest.path, p.RequestRef, () => selfReport(p, ctx)), { needs: 'statements' });

async function selfReport(p: z.output<typeof distMailbackRequest.params>, ctx: HandlerContext) {
  const me = caller(ctx, p.Agent, p.Userid);
  if (!me) return refuse(MAILBACK_REFUSALS.notYours);
  if (p.Fund.trim() !== FUND_CODE || p.customfund.trim() !== FUND_CODE) return refuse(MAILBACK_REFUSALS.fund);
  const report = MAILBACK_REPORTS.find((r) => r.KDM_Repcode === p.ReportNumber.trim());
  if (!report) return refuse(MAILBACK_REFUSALS.report);
  if (!strong(p.ZipPwd)) return refuse(MAILBACK_REFUSALS.password);
  const days = period(ctx, p.fromDate, p.toDate, '2000-01-01', false);
  if (!days) return refuse(MAILBACK_REFUSALS.dates);
  const refno = await mailSelfReport(ctx.db, {
    arn: me.arn,
    userId: me.userId,
    fund: FUND_CODE,
    code: report.KDM_Repcode,
    name: report.KDM_Repdesc,
    reportType: p.reportType,
    zipPassword: p.ZipPwd,
    ...days,
    now: ctx.clock.now(),
  });
  return ref(refno);
}

interface InvestorAsk {
  RequestRef?: string;
  distCode: string;
  distUid: string;
  customfund: string;
  PAN: string;
  Password: string;
  Email: string;
}

/** The checks every investor statement shares; a string is the refusal. */
async function investorRequest(ctx: HandlerContext, p: InvestorAsk) {
  const me = caller(ctx, p.distCode, p.distUid);
  if (!me) return MAILBACK_REFUSALS.notYours;
  if (p.customfund.trim() !== FUND_CODE) return MAILBACK_REFUSALS.fund;
  if (!strong(p.Password)) return MAILBACK_REFUSALS.password;
  const pan = p.PAN.trim().toUpperCase();
  const investor = await findInBook(ctx.db, me, pan);
  if (!investor) return MAILBACK_REFUSALS.investor;
  const sendTo = investor.email ?? '';
  if (!sendTo) return MAILBACK_REFUSALS.noEmail;
  return { me, pan, investor, sendTo };
}

async function statement(ctx: HandlerContext, p: InvestorAsk, kind: StatementKind, days: { from: string; to: string } | null) {
  if (!days) return refuse(MAILBACK_REFUSALS.dates);
  const ask = await investorRequest(ctx, p);
  if (typeof ask === 'string') return refuse(ask);
  const refno = await mailStatement(ctx.db, {
    arn: ask.me.arn,
    userId: ask.me.userId,
    fund: FUND_CODE,
    kind,
    pans: [ask.pan],
    pan: ask.pan,
    holderName: ask.investor.name,
    sendTo: ask.sendTo,
    password: p.Password,
    ...days,
  });
  return ref(refno);
}

const accountRoute = route(accountStatement, async (p, ctx) => {
  const kind = p.StatementType;
  const days = kind === 'SOA' || kind === 'CAS' ? period(ctx, p.fromdt, p.todate, '2000-01-01', false) : period(ctx, p.fromdt, p.todate, '1970-01-01', true);
  return onceByRef(ctx, accountStatement.path, p.RequestRef, () => statement(ctx, p, kind, days));
}, { needs: 'statements' });

const capitalGainsRoute = route(capitalGainsStatement, async (p, ctx) =>
  onceByRef(ctx, capitalGainsStatement.path, p.RequestRef, () => statement(ctx, p, 'CGS', period(ctx, p.fromdt, p.todate, '2000-01-01', false))),
  { needs: 'statements' },
);

const dividendRoute = route(dividendStatement, async (p, ctx) =>
  onceByRef(ctx, dividendStatement.path, p.RequestRef, () => statement(ctx, p, 'DIVIDEND', period(ctx, p.fromdt, p.todate, '1970-01-01', true))),
  { needs: 'statements' },
);

// Email mode: every folio in the caller's book under that e-mail id, mailed there; PAN mode: the
// investor's folios, mailed to the investor's registered e-mail id.
const networthRoute = route(netWorthPortfolio, async (p, ctx) => onceByRef(ctx, netWorthPortfolio.path, p.RequestRef, () => networth(p, ctx)), { needs: 'statements' });

async function networth(p: z.output<typeof netWorthPortfolio.params>, ctx: HandlerContext) {
  const days = period(ctx, p.fromdate, p.todate, '1970-01-01', true);
  if (!days) return refuse(MAILBACK_REFUSALS.dates);
  const ask = await investorRequest(ctx, { distCode: p.distCode, distUid: p.distUid, customfund: p.customfund, PAN: p.pan, Password: p.pswd, Email: p.emailid });
  if (typeof ask === 'string') return refuse(ask);
  let pans = [ask.pan];
  let sendTo = ask.sendTo;
  if (p.pagetype === 'Email') {
    pans = await pansByEmail(ctx.db, ask.me, p.emailid);
    if (!pans.length) return refuse(MAILBACK_REFUSALS.email);
    sendTo = p.emailid.trim().toLowerCase();
  }
  const refno = await mailStatement(ctx.db, {
    arn: ask.me.arn,
    userId: ask.me.userId,
    fund: FUND_CODE,
    kind: 'NETWORTH',
    pans,
    pan: ask.pan,
    holderName: ask.investor.name,
    sendTo,
    password: p.pswd,
    ...days,
  });
  return ref(refno);
}

const statusRoute = route(mailbackRequestStatus, async (p, ctx) => {
  const me = signedIn(ctx);
  const from = wireDay(p.FromDate);
  if (p.Agent.trim().toUpperCase() !== me.arn || !from) return { DtData: [] };
  const rows = await requestsSince(ctx.db, me.arn, p.customfund.trim(), from);
  return { DtData: rows.map((r) => ({ Refno: r.refno, ReportName: r.report_name, RequestDate: r.requested, Status: r.status, SentTo: r.sent_to })) };
});

export const mailbackRoutes = [selfRoute, accountRoute, capitalGainsRoute, dividendRoute, networthRoute, statusRoute];
