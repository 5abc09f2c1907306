import 'server-only';
import { z } from 'zod';
import type { LiveSip } from '@/lib/api/sip-changes';
import { formatUpstreamDay, istDay, parseDisplayDate, toUpstreamDate, upstreamToDisplay } from '@/lib/dates';
import { sipTopupSchema, TOPUP_MESSAGES, topupAllowed, topupShape, type TopupSip } from '@/lib/forms/sip/sip-topup';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { foliosByPan } from '../../fundhouse/endpoints/investors';
import { liveSipsForChange, saveSipTopup, type LiveSipRow } from '../../fundhouse/endpoints/sip-changes';
import { upstream } from '../../fundhouse/upstream';
import { HttpError, type CheckedInvestor } from '../../http/handler';
import { noteInitiation } from '../../http/initiation';
import { sendNotingInvestor } from '../transactions/initiation-investor';
import { sentOnce } from '../transactions/request-once';
import { CONFIRMATION_FALLBACK_MESSAGE } from '../../fundhouse/errors';

// The live SIPs an investor's SIP can be changed from (seed 002 sections 2.1, 3 and 7), and the
// top-up: the submitted values are checked again against the registrar's own record of the SIP
// before /SIPSaveTopup, which checks them once more.

const SIP_TYPE_NAMES: Record<string, string> = { '1': 'ENACH', '2': 'UPI AUTO PAY', '3': 'Physical SIP', '4': 'Physical Enach', '5': 'Physical UPI Autopay', '9': 'OTM' };
export const NO_LIVE_SIP = 'No live SIP found for the given details';

const num = (v: string) => Number(v) || 0;
const display = (mdy: string) => (mdy ? upstreamToDisplay(mdy) : '');

function liveSip(r: LiveSipRow): LiveSip {
  return {
    ihno: r.Ihno.trim(), folio: r.Acno.trim(), scheme: r.Scheme.trim(), plan: r.Plan.trim(), option: r.Option.trim(), schemeName: r.SchemeName.trim(),
    category: r.Category.trim(), urnStatus: r.URN_Status.trim(), umrn: r.Urnno.trim(), sipType: r.SIPType.trim(),
    sipTypeName: SIP_TYPE_NAMES[r.SIPType.trim()] ?? 'ISIP', enachflag: r.Enachflag.trim(), amount: num(r.Amount), frequency: r.Frequency.trim(),
    registeredOn: display(r.Reg_Date), startDate: display(r.Start_Date), endDate: display(r.End_Date), installments: num(r.Noofinst),
    installmentsLeft: num(r.Balance_Inst), mandateAmount: r.MandateAmount.trim() ? num(r.MandateAmount) : null,
    mandateEndDate: r.MandateEndDate ? display(r.MandateEndDate) : null, perpetual: r.IsPerpetual === 'Y', modificationPending: r.Modification_Status === 'Pending',
    status: r.Status, pausedFrom: r.PausedFrom ? display(r.PausedFrom) : null, pausedTo: r.PausedTo ? display(r.PausedTo) : null,
    topup: r.Topup_Status && r.Topup_Frequency
      ? { status: r.Topup_Status, frequency: r.Topup_Frequency, amount: num(r.Topup_Amount), startDate: display(r.Topup_StartDate), endDate: display(r.Topup_EndDate) }
      : null,
  };
}

/** Every live or paused SIP of the investor's folios in the fund house, folio by folio. */
export async function liveSipsOf(auth: DistributorAuth, pan: string): Promise<LiveSip[]> {
  const fund = env().FUND_CODE;
  const call = { token: auth.token };
  const folios = await upstream(foliosByPan, { PAN: pan, Fund: fund, Agent: auth.session.arn, customfund: fund }, call);
  const acnos = [...new Set(folios.DtData.filter((f) => f.fund.trim() === fund).map((f) => f.acno.trim()))];
  const answers = await Promise.all(
    acnos.map((acno) => upstream(liveSipsForChange, { ArnCode: auth.session.arn, Pan: pan, Acno: acno, Fund: fund, folio: acno }, call)),
  );
  return answers.flatMap((a) => a.DtData.map(liveSip));
}

/** The flow investor's live SIP with this number, or the 404 that says there is none. */
export async function requireLiveSip(auth: DistributorAuth, { pan }: CheckedInvestor, ihno: string): Promise<LiveSip> {
  const sip = (await liveSipsOf(auth, pan)).find((s) => s.ihno === ihno);
  if (!sip) throw new HttpError(404, { message: NO_LIVE_SIP });
  return sip;
}

/** The facts the top-up rules need, from the SIP as listed. */
export function topupFacts(sip: LiveSip): TopupSip | null {
  const start = parseDisplayDate(sip.startDate);
  const end = parseDisplayDate(sip.endDate);
  if (!start || !end) return null;
  return { start, end, scheme: sip.scheme, enachflag: sip.enachflag, mandateAmount: sip.mandateAmount, instalmentsLeft: sip.installmentsLeft };
}

export const topupBody = z.object({ ihno: z.string().regex(/^\d{1,12}$/), ...topupShape });

const upstreamDay = (display: string) => {
  const day = parseDisplayDate(display);
  if (!day) throw new HttpError(400, { message: TOPUP_MESSAGES.invalidDate });
  return formatUpstreamDay(day);
};

/**
 * The top-up is sent once per idempotency key (./request-once.ts): its RequestRef is the key's, so a
 * repeat names the same top-up, and a lost answer leaves the key in doubt rather than sending again.
 */
export async function saveTopup(auth: DistributorAuth, investor: CheckedInvestor, body: z.output<typeof topupBody>): Promise<{ refno: string }> {
  const { pan } = investor;
  const sip = await requireLiveSip(auth, investor, body.ihno);
  const facts = topupFacts(sip);
  if (!facts) throw new HttpError(404, { message: NO_LIVE_SIP });
  if (!topupAllowed(facts)) throw new HttpError(422, { message: TOPUP_MESSAGES.fewInstalments });
  const v = sipTopupSchema(facts, istDay(new Date())).parse(body);
  const fund = env().FUND_CODE;
  noteInitiation({ folio: sip.folio, scheme: sip.schemeName, amount: v.topUpAmount.trim() });
  const answer = await sendNotingInvestor(auth, pan, () => sentOnce((RequestRef) => upstream(
    saveSipTopup,
    {
      i_fund: fund, i_folio: sip.folio, i_SchemeCode: sip.scheme, Option: sip.option, i_brokercode: auth.session.arn, i_subbroker: '', i_euinno: '',
      i_euinDeclaration: 'Y', i_frequency: sip.frequency, i_NoofInstalment: sip.installments, i_SIPStartDate: upstreamDay(sip.startDate),
      i_SIPEndDate: upstreamDay(sip.endDate), i_BankName: '', i_EntBy: auth.session.userId, EntDt: toUpstreamDate(new Date()), i_Amount: sip.amount,
      i_InvDistFlag: 'M', SubARN: '', CustomFund: fund, Umrn: sip.umrn, Topupflag: 'Y', TopupFrequency: v.topUpFrequency === 'H' ? 'H' : 'Y',
      TopupAmount: v.topUpAmount.trim(), TopupStartDate: upstreamDay(v.topUpStartDate), TopupEnddate: upstreamDay(v.topUpEndDate), OldIhno: sip.ihno,
      SipFlag: 'T', Enachflag: sip.enachflag, SIPType: sip.sipType, RequestRef,
    },
    { token: auth.token },
  )));
  const refno = answer.DtData[0]?.refno?.trim();
  if (!refno) throw new HttpError(502, { message: CONFIRMATION_FALLBACK_MESSAGE });
  // The registrar keeps a top-up as a transaction of its own, awaiting the investor's approval.
  noteInitiation({ reference: refno, referenceKind: 'txn' });
  return { refno };
}
