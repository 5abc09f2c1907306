import 'server-only';
import type { z } from 'zod';
import type { EarningRow, EarningsResponse, HistoryRow, IncentiveEarning, NfoLinkResponse, NfoOffer } from '@/lib/api/reports';
import { istDay } from '@/lib/dates';
import { NFO_LINK_MESSAGES, type NfoLinkValues } from '@/lib/forms/links/nfo-link';
import { toSubArn } from '@/lib/forms/transaction-fields';
import { parseAmount } from '@/lib/money';
import { categoryLabel, FIRST_INVESTMENT_LABELS } from '@/lib/rules/new-investor-incentive';
import { historyTone, nfoOpenOn } from '@/lib/rules/reports';
import type { DistributorAuth } from '../../auth/session';
import { upstreamNow } from '../../fundhouse/clock';
import { nfoSchemes } from '../../fundhouse/endpoints/dashboard';
import { brokerageDetails, transactionHistory, type incentiveRow } from '../../fundhouse/endpoints/history';
import { sendNfoLink } from '../../fundhouse/endpoints/nfo';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { env } from '../../env';
import { euinChoices } from '../purchase/purchase-lists';
import { sentOnce } from '../transactions/request-once';

// Transaction history, brokerage and NFO links for the signed-in distributor. The registrar scopes
// each call by the token's ARN, so a PAN off the distributor's book is refused there too.

type IncentiveWire = z.output<typeof incentiveRow>;

export async function getTransactionHistory(auth: DistributorAuth, pan: string): Promise<HistoryRow[]> {
  const answer = await upstream(
    transactionHistory,
    { Uid: auth.session.userId, pan, InvdDistFlag: 'A', Fund: env().FUND_CODE },
    { token: auth.token },
  );
  return answer.DtData.map((r, i) => ({
    key: `${r.td_trno}-${i}`,
    scheme: r.SchemeDesc.trim(),
    type: r.TrtypeDesc.trim(),
    trno: r.td_trno.trim(),
    amount: parseAmount(r.td_amt) ?? 0,
    folio: r.td_acno?.trim() ?? '',
    nav: r.td_nav.trim(),
    units: r.td_units.trim(),
    date: r.td_trdt.trim(),
    status: r.Status.trim(),
    tone: historyTone(r.Status),
  }));
}

export async function getEarnings(auth: DistributorAuth): Promise<EarningsResponse> {
  const fund = env().FUND_CODE;
  const answer = await upstream(brokerageDetails, { ReqBy: 'D', Agent: auth.session.arn, Fund: fund, customfund: fund }, { token: auth.token });
  const rows: EarningRow[] = answer.DtData.map((r, i) => ({
    key: `${r.Fromdate}-${i}`,
    bankName: r.BankName.trim(),
    from: r.Fromdate.trim(),
    to: r.ToDate.trim(),
    amount: parseAmount(r.Amount) ?? 0,
  }));
  const incentives = answer.DtData.flatMap((r) => r.Incentives.map((x) => incentiveEarning(x, `${r.Fromdate.trim()} to ${r.ToDate.trim()}`)));
  const total = incentives.reduce((sum, x) => sum + Math.round(x.amount * 100), 0) / 100;
  return { rows, incentives, incentiveTotal: total };
}

function incentiveEarning(x: IncentiveWire, paidWith: string): IncentiveEarning {
  const pan = x.Pan.trim().toUpperCase();
  return {
    key: `${pan}-${paidWith}`,
    investor: x.InvName.trim(),
    pan,
    category: categoryLabel(x.Category),
    city: x.Category === 'B30' ? x.City.trim() : '',
    basis: FIRST_INVESTMENT_LABELS[x.FirstInvestment],
    firstDate: x.FirstDate.trim(),
    firstAmount: parseAmount(x.FirstAmount) ?? 0,
    amount: parseAmount(x.Amount) ?? 0,
    paidWith,
  };
}

/** The offers open on the registrar's day (its clock, learned from its answers). */
export async function getActiveNfos(auth: DistributorAuth): Promise<NfoOffer[]> {
  const answer = await upstream(nfoSchemes, { customfund: env().FUND_CODE }, { token: auth.token });
  const today = istDay(new Date(upstreamNow()));
  return answer.DtData.filter((r) => r.fund.trim() === env().FUND_CODE && nfoOpenOn(r.opening_date, r.closing_Date, today)).map((r) => ({
    scheme: r.scheme.trim(),
    name: r.scheme_desc.trim(),
    fundName: r.fund_desc.trim(),
    opens: r.opening_date.trim(),
    closes: r.closing_Date.trim(),
  }));
}

export async function createNfoLink(auth: DistributorAuth, v: NfoLinkValues): Promise<NfoLinkResponse> {
  const fund = env().FUND_CODE;
  const declared = v.euinDeclaration === 'YES';
  // The form's check on leaving the field is advice only: a sub ARN the registrar does not know never names a link.
  if (v.subArnCode.trim() && (await euinChoices(auth, v.subArnCode)) === null) {
    throw fieldError('subArnCode', NFO_LINK_MESSAGES.subArnInvalid);
  }
  noteInitiation({ scheme: v.scheme.trim() });
  const answer = await sentOnce((RequestRef) => upstream(
    sendNfoLink,
    {
      RequestRef,
      euincode: declared ? '' : v.euin.trim().toUpperCase(),
      euinflag: declared ? 'Y' : 'N',
      fund,
      customfund: fund,
      scheme: v.scheme.trim(),
      userid: auth.session.userId,
      invdistflag: 'M',
      // The session's ARN, whatever the form's read-only field held.
      arncode: auth.session.arn,
      subarn: toSubArn(v.subArnCode),
      subbroker: v.subBrokerCode.trim(),
    },
    { token: auth.token },
  ));
  const row = answer.DtData[0];
  if (!row) throw upstreamFailure('malformed', { endpoint: sendNfoLink.name, cause: 'no link in the answer' });
  noteInitiation({ reference: row.refno, scheme: row.Scheme });
  return { refno: row.refno, link: row.nfo_link, scheme: row.Scheme };
}
