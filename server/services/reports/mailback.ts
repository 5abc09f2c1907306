import 'server-only';
import { addDays, displayToUpstream, formatUpstreamDay, istDay, upstreamDateTimeToDisplay } from '@/lib/dates';
import type { ChosenInvestor, MailbackReport, MailbackRequestRow } from '@/lib/api/mailback';
import { NO_INVESTOR_CHOSEN } from '@/lib/api/mailback';
import { AS_ON_START, type DividendInput, type NetworthInput, type SelfMailbackInput, type StatementInput } from '@/lib/forms/reports/mailback';
import { ACCOUNT_STATEMENT_TYPES, type StatementDef } from '@/lib/mailback/statements';
import { selectedInvestor } from '../../auth/selected-investor';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { investorByPan } from '../../fundhouse/endpoints/investors';
import { mailbackList } from '../../fundhouse/endpoints/dashboard';
import {
  accountStatement,
  capitalGainsStatement,
  distMailbackRequest,
  dividendStatement,
  mailbackRequestStatus,
  netWorthPortfolio,
} from '../../fundhouse/endpoints/mailback';
import { UpstreamError, CONFIRMATION_FALLBACK_MESSAGE } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { HttpError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { sendNotingInvestor } from '../transactions/initiation-investor';
import { sentOnce } from '../transactions/request-once';

// Mail-back: the distributor's own reports and the investor statements. The investor is the one the
// distributor chose (sealed server-side by selected-investor.ts); the registrar mails the file.
//
// Each request carries the password of the zip or PDF. The trail of what the distributor initiated
// (../http/initiation) notes only who the request is for and the registrar's reference; never the
// password, and never a refusal's words that quote it.

/** The seed's transaction type for the statement calls. */
const TRTYPE = 'WBCAP';

const today = () => formatUpstreamDay(istDay(new Date()));
const wire = (display: string) => displayToUpstream(display) ?? '';
const AS_ON_FROM = formatUpstreamDay(AS_ON_START);

export async function mailbackReports(auth: DistributorAuth): Promise<MailbackReport[]> {
  const answer = await upstream(mailbackList, { customfund: env().FUND_CODE }, { token: auth.token });
  return answer.DtData.map((r) => ({ code: r.KDM_Repcode.trim(), description: r.KDM_Repdesc.trim() }));
}

/** A refusal is shown to the distributor and kept in the trail: one that quotes the password goes on with it masked. */
async function guardingPassword<T>(password: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (err instanceof UpstreamError && password && err.userMessage.includes(password)) {
      throw new UpstreamError(err.kind, err.userMessage.split(password).join('********'), err.detail);
    }
    throw err;
  }
}

export async function requestSelfReport(auth: DistributorAuth, input: SelfMailbackInput): Promise<string> {
  const fund = env().FUND_CODE;
  // The distributor's own report names no investor; the note marks that the registrar was asked.
  noteInitiation({});
  const answer = await sentOnce((RequestRef) => guardingPassword(input.password, () => upstream(
    distMailbackRequest,
    {
      RequestRef,
      Userid: auth.session.userId,
      ReportNumber: input.report,
      ZipPwd: input.password,
      Fund: fund,
      customfund: fund,
      fromDate: wire(input.fromDate),
      toDate: wire(input.toDate),
      ReqBy: 'M',
      Agent: auth.session.arn,
      reportType: input.reportType as 'Excel' | 'DBF',
    },
    { token: auth.token },
  )));
  return refOf(answer.DtData[0]?.Refno);
}

function refOf(refno: string | undefined): string {
  if (!refno) throw new HttpError(502, { message: CONFIRMATION_FALLBACK_MESSAGE });
  noteInitiation({ reference: refno });
  return refno;
}

/** The PAN the distributor chose for mail-back, or a refusal sending them to choose one. */
export async function chosenPan(auth: DistributorAuth): Promise<string> {
  const pan = await selectedInvestor(auth.session.userId, 'mail-back');
  if (!pan) throw new HttpError(409, { message: NO_INVESTOR_CHOSEN });
  return pan;
}

/** The chosen investor's name and e-mail id for the statement pages, or null when none is chosen. */
export async function chosenInvestor(auth: DistributorAuth): Promise<ChosenInvestor | null> {
  const pan = await selectedInvestor(auth.session.userId, 'mail-back');
  if (!pan) return null;
  const answer = await upstream(investorByPan, { Uid: auth.session.userId, ReqBy: 'D', PAN: pan, customfund: env().FUND_CODE }, { token: auth.token });
  const head = answer.DtData[0];
  return head ? { name: head.invname.trim(), email: head.email?.trim() || null } : null;
}

const who = (auth: DistributorAuth) => ({ distCode: auth.session.arn, distUid: auth.session.userId, customfund: env().FUND_CODE });

export async function requestStatement(auth: DistributorAuth, statement: StatementDef, input: StatementInput): Promise<string> {
  return requestStatementFor(auth, await chosenPan(auth), statement, input);
}

/** The statement for one PAN of the caller's book (Today's bulk request names the PAN itself). */
export async function requestStatementFor(auth: DistributorAuth, pan: string, statement: StatementDef, input: StatementInput): Promise<string> {
  const period = statement.period ? { fromdt: wire(input.fromDate), todate: wire(input.toDate) } : { fromdt: AS_ON_FROM, todate: today() };
  const common = { ...who(auth), PAN: pan, Password: input.password, Email: '', ...period };
  const send = (RequestRef: string) => async () => {
    if (statement.call === 'capital-gains') {
      return refOf((await upstream(capitalGainsStatement, { ...common, RequestRef, trtype: TRTYPE }, { token: auth.token })).DtData[0]?.Refno);
    }
    const type = ACCOUNT_STATEMENT_TYPES[statement.key as keyof typeof ACCOUNT_STATEMENT_TYPES];
    return refOf((await upstream(accountStatement, { ...common, RequestRef, StatementType: type }, { token: auth.token })).DtData[0]?.Refno);
  };
  return sendNotingInvestor(auth, pan, () => sentOnce((ref) => guardingPassword(input.password, send(ref))));
}

export async function requestNetworth(auth: DistributorAuth, input: NetworthInput): Promise<string> {
  const pan = await chosenPan(auth);
  const w = who(auth);
  const answer = await sendNotingInvestor(auth, pan, () => sentOnce((RequestRef) => guardingPassword(input.password, () => upstream(
    netWorthPortfolio,
    {
      RequestRef,
      fromdate: AS_ON_FROM,
      todate: today(),
      mylp: 'N',
      emailid: input.mode === 'Email' ? input.email.trim() : '',
      distCode: w.distCode,
      pswd: input.password,
      funds: w.customfund,
      pagetype: input.mode,
      distUid: w.distUid,
      pan,
      customfund: w.customfund,
    },
    { token: auth.token },
  ))));
  return refOf(answer.DtData[0]?.Refno);
}

export async function requestDividend(auth: DistributorAuth, input: DividendInput): Promise<string> {
  const pan = await chosenPan(auth);
  const period = input.mode === 'Between' ? { fromdt: wire(input.fromDate), todate: wire(input.toDate) } : { fromdt: AS_ON_FROM, todate: today() };
  const answer = await sendNotingInvestor(auth, pan, () =>
    sentOnce((RequestRef) =>
      guardingPassword(input.password, () =>
        upstream(dividendStatement, { ...who(auth), RequestRef, PAN: pan, Password: input.password, Email: '', trtype: TRTYPE, ...period }, { token: auth.token }),
      ),
    ),
  );
  return refOf(answer.DtData[0]?.Refno);
}

/** The distributor's requests of the last `days` days, newest first. */
export async function recentRequests(auth: DistributorAuth, days = 30): Promise<MailbackRequestRow[]> {
  const from = formatUpstreamDay(addDays(istDay(new Date()), -days));
  const answer = await upstream(mailbackRequestStatus, { FromDate: from, Agent: auth.session.arn, customfund: env().FUND_CODE }, { token: auth.token });
  return answer.DtData.map((r) => ({ refno: r.Refno, report: r.ReportName.trim(), requestedAt: upstreamDateTimeToDisplay(r.RequestDate), status: r.Status.trim() }));
}
