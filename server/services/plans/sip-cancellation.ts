import 'server-only';
import type { PlanRecord } from '@/lib/api/sip-changes';
import { formatUpstreamDay, isoToDisplay, parseDisplayDate, toUpstreamDate, upstreamToDisplay } from '@/lib/dates';
import { CANCELLATION_MESSAGES as M, OTHERS_REASON, type PlanType, sipCancellationSchema, type SipCancellationValues } from '@/lib/forms/plans/sip-cancellation';
import { formatRupees } from '@/lib/money';
import { istDay } from '@/lib/rules/applicable-nav';
import { cancellationEffectiveBy, cancellationNote, TAKES_EFFECT_BY_LABEL } from '@/lib/rules/sip-cancellation';
import type { MarketCalendar } from '@/lib/rules/working-days';
import { SECTIONS, type ConfirmResult, type ConfirmationView } from '@/lib/transactions/confirmation';
import type { DistributorAuth } from '../../auth/session';
import { env } from '../../env';
import { upstreamNow } from '../../fundhouse/clock';
import {
  cancellationReasons,
  foliosForCancellation,
  planCancelSave,
  sipCancellation,
  sipPause,
  sipPauseDates,
  sipPauseEndDate,
  sipPauseValidation,
} from '../../fundhouse/endpoints/sip-cancellation';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError, HttpError, type CheckedInvestor } from '../../http/handler';
import { defineKind } from '../../transactions/kind';
import { formWithConfirm, transactPath } from '@/lib/transactions/routes';
import { calendarFrom } from '../nav/market-calendar';
import { planRequestCheck, planRequestRef } from './plan-requests';
import { investorSection } from '../transactions/summary-rows';
import { saveTransactionDraft, type TransactionDraft } from '../transactions/transaction-drafts';

// Pause and cancellation (seed 001 sections 4, 5, 7 and 8). Submitting checks the request against the
// registrar's records (the pause flag, its start dates and end-date calculator, the reasons) and keeps
// the summary; confirming a pause runs the validation, then the pause; a cancellation goes straight.

const fund = () => env().FUND_CODE;

export async function planRecords(auth: DistributorAuth, pan: string, trtype: PlanType): Promise<PlanRecord[]> {
  const answer = await upstream(foliosForCancellation, { Trtype: trtype, Pan: pan, Fund: fund(), customfund: fund(), invdistflag: 'M' }, { token: auth.token });
  return answer.DtData.map((r) => ({
    ihno: r.ihno.trim(), folio: r.acno.trim(), scheme: r.Scheme.trim(), toScheme: r.ToScheme.trim(), codes: { scheme: r.sch.trim(), plan: r.pln.trim(), option: r.opt.trim() }, amount: Number(r.amt) || 0, trdate: upstreamToDisplay(r.trdate),
    fromDate: upstreamToDisplay(r.fromdate), toDate: upstreamToDisplay(r.todate), frequency: r.freq.trim(), pauseFlag: r.pause_flag.trim(),
    pauseError: r.pause_err_msg.trim(),
  }));
}

export async function allPlanRecords(auth: DistributorAuth, pan: string): Promise<Record<PlanType, PlanRecord[]>> {
  const [SIP, STP, SWP] = await Promise.all([planRecords(auth, pan, 'SIP'), planRecords(auth, pan, 'STP'), planRecords(auth, pan, 'SWP')]);
  return { SIP, STP, SWP };
}

export async function reasonChoices(auth: DistributorAuth): Promise<{ value: string; label: string }[]> {
  const answer = await upstream(cancellationReasons, {}, { token: auth.token });
  return answer.Dtinformation.map((r) => ({ value: r.RejCode.trim(), label: r.RejReason.trim() }));
}

/** The days the SIP's pause may start on, DD/MM/YYYY. */
export async function pauseStartDates(auth: DistributorAuth, ihno: string): Promise<string[]> {
  const answer = await upstream(sipPauseDates, { ihno, fund: fund(), customfund: fund() }, { token: auth.token });
  return answer.Dtinformation.map((r) => upstreamToDisplay(r.pause_start_date));
}

/** The registrar's end date for a pause of `count` instalments from `start` (DD/MM/YYYY); its message when it has none. */
export async function pauseEnd(auth: DistributorAuth, start: string, count: '3' | '6'): Promise<string> {
  const day = parseDisplayDate(start);
  if (!day) throw fieldError('pauseStartDate', M.pauseDetails);
  const answer = await upstream(sipPauseEndDate, { SrtDt: formatUpstreamDay(day), fund: fund(), customfund: fund(), count, uid: auth.session.userId }, { token: auth.token });
  const message = answer.Dtinformation[0]?.Error_Message?.trim() ?? '';
  const end = answer.DtData[0]?.enddt ?? '';
  if (message !== 'Success' || !end) throw new HttpError(422, { message: message || M.pauseDetails });
  return upstreamToDisplay(end);
}

const TITLES = { pause: 'SIP Pause Summary', cancel: { SIP: 'SIP Cancellation Summary', STP: 'STP Cancellation Summary', SWP: 'SWP Cancellation Summary' } } as const;

function view(investor: CheckedInvestor, v: SipCancellationValues, r: PlanRecord, calendar: MarketCalendar): ConfirmationView {
  const request =
    v.action === 'pause'
      ? [
          { label: 'Request', value: 'Pause' },
          { label: 'Pause Start Date', value: v.pauseStartDate },
          { label: 'No. of Installments', value: v.installments },
          { label: 'Pause End Date', value: v.pauseEndDate },
        ]
      : [
          { label: 'Request', value: 'Cancel' },
          ...(v.trtype === 'SIP' ? [{ label: 'Reason', value: v.reasonLabel === OTHERS_REASON ? v.otherReason.trim() : v.reasonLabel }] : []),
          // Counted from today, the earliest the investor can approve it; the tracker counts from the approval.
          ...(v.trtype === 'SIP' ? [{ label: TAKES_EFFECT_BY_LABEL, value: isoToDisplay(cancellationEffectiveBy(new Date(upstreamNow()), calendar).day) }] : []),
        ];
  return {
    title: v.action === 'pause' ? TITLES.pause : TITLES.cancel[v.trtype],
    // A pause or cancellation moves no money: the plan's instalment is a row above, not an amount in words.
    amount: null,
    sections: [
      investorSection(investor),
      {
        title: SECTIONS.transaction,
        rows: [
          { label: 'Transaction Type', value: v.trtype },
          { label: 'Reference of the plan', value: r.ihno },
          ...(r.toScheme ? [{ label: 'Transfer From Scheme', value: r.scheme, fact: 'scheme' as const }, { label: 'Transfer To Scheme', value: r.toScheme }] : [{ label: 'Scheme', value: r.scheme, fact: 'scheme' as const }]),
          { label: 'Folio', value: r.folio, fact: 'folio' },
          { label: 'Amount', value: formatRupees(r.amount) },
          { label: 'Frequency', value: r.frequency },
          { label: 'Period', value: `${r.fromDate} to ${r.toDate}` },
          ...request,
        ],
      },
    ],
  };
}

export async function submitPlanRequest(auth: DistributorAuth, investor: CheckedInvestor, v: SipCancellationValues, confirmKey: string): Promise<void> {
  const { pan } = investor;
  await saveTransactionDraft(auth, 'sip-cancellation', pan, { values: v, confirmKey });
  const record = (await planRecords(auth, pan, v.trtype)).find((r) => r.ihno === v.ihno);
  if (!record) throw new HttpError(404, { message: M.record });
  let values = v;
  if (v.action === 'pause') {
    if (record.pauseFlag === 'N') throw new HttpError(422, { message: M.pauseNotOffered });
    if (record.pauseFlag !== 'Y' || record.pauseError) throw new HttpError(422, { message: M.pauseNotAllowed(record.pauseError) });
    if (!(await pauseStartDates(auth, v.ihno)).includes(v.pauseStartDate)) {
      throw fieldError('pauseStartDate', M.pauseDetails);
    }
    // The registrar's end date stands, whatever the browser sent.
    values = { ...v, pauseEndDate: await pauseEnd(auth, v.pauseStartDate, v.installments === '6' ? '6' : '3') };
  } else if (v.trtype === 'SIP') {
    const reason = (await reasonChoices(auth)).find((r) => r.value === v.reason);
    if (!reason) throw fieldError('reason', M.reason);
    values = { ...v, reasonLabel: reason.label };
    if (reason.label === OTHERS_REASON && !/^[A-Za-z ]{10,100}$/.test(v.otherReason.trim())) {
      throw fieldError('otherReason', M.otherReason);
    }
  }
  // The summary's "Takes effect by" is counted on the registrar's calendar (kept an hour per process).
  const calendar = await calendarFrom([istDay(new Date(upstreamNow()))]);
  await saveTransactionDraft(auth, 'sip-cancellation', pan, { values, confirmKey, refno: values.ihno, view: view(investor, values, record, calendar) });
}

const mdy = (display: string) => {
  const day = parseDisplayDate(display);
  if (!day) throw new HttpError(409, { message: M.pauseDetails });
  return formatUpstreamDay(day);
};

function succeeded(row: { Error_Code: string; Error_Message: string } | undefined, needSuccess: boolean): void {
  if (!row) throw upstreamFailure('schema', { endpoint: 'plan request', cause: 'no status row' });
  if (row.Error_Code.trim() !== '0' || (needSuccess && row.Error_Message.trim() !== 'Success')) throw new HttpError(422, { message: row.Error_Message.trim() || M.pauseDetails });
}

export async function confirmPlanRequest(auth: DistributorAuth, draft: TransactionDraft<SipCancellationValues>, { pan }: CheckedInvestor): Promise<ConfirmResult> {
  const v = draft.values;
  const record = (await planRecords(auth, pan, v.trtype)).find((r) => r.ihno === v.ihno);
  if (!record) throw new HttpError(409, { message: M.record });
  const call = { token: auth.token };
  const ref = planRequestRef(draft);
  const { scheme: sch, plan: pln, option: opt } = record.codes;
  if (v.action === 'pause') {
    const details = {
      ihno: v.ihno, acno: record.folio, sch, pln, opt, tpln: '', tsch: '', amt: record.amount, freq: record.frequency, fromdate: mdy(v.pauseStartDate),
      todate: mdy(v.pauseEndDate), trdate: toUpstreamDate(new Date()), mobile: '', lname: '', fund: fund(), Agent: auth.session.arn,
    };
    succeeded((await upstream(sipPauseValidation, details, call)).Table[0], false);
    const answer = await upstream(sipPause, { ...details, RequestRef: ref }, call);
    succeeded(answer.Table[0], true);
    return reference(answer.Table1[0]?.refno);
  }
  if (v.trtype === 'SIP') {
    const answer = await upstream(
      sipCancellation,
      {
        Trtype: 'SIP', Pan: pan, uid: auth.session.userId, Fund: fund(), Ihno: v.ihno, Agent: auth.session.arn, folio: record.folio,
        CancelReason: v.reasonLabel === OTHERS_REASON ? v.otherReason.trim() : v.reasonLabel, rejcode: v.reason, RequestRef: ref,
      },
      call,
    );
    succeeded(answer.Dtinformation[0], false);
    // Counted on the registrar's clock and calendar, the ones its processing runs on.
    const now = new Date(upstreamNow());
    return { ...reference(answer.DtData[0]?.ihno), note: cancellationNote(now, await calendarFrom([istDay(now)])) };
  }
  const answer = await upstream(
    planCancelSave,
    {
      Trtype: v.trtype, scheme: sch, plan: pln, option: opt, amount: record.amount, fromdate: mdy(record.fromDate), todate: mdy(record.toDate),
      frequency: record.frequency, ihno: v.ihno, Agent: auth.session.arn, Fund: fund(), RequestRef: ref,
    },
    call,
  );
  succeeded(answer.Dtinformation[0], false);
  return reference(answer.DtData[0]?.ihno);
}

function reference(value: string | undefined): ConfirmResult {
  const ref = value?.trim();
  if (!ref) throw upstreamFailure('schema', { endpoint: 'plan request', cause: 'no reference' });
  return { reference: ref };
}

export const sipCancellationKind = defineKind({
  kind: 'sip-cancellation',
  type: 'sip-cancellation',
  title: 'SIP Pause/Cancellation',
  summaryTitle: 'SIP Pause/Cancellation Summary',
  ...formWithConfirm(transactPath('sip-cancellation')),
  schema: sipCancellationSchema,
  clearedByTypesPage: false,
  navApplies: false,
  submit: submitPlanRequest,
  confirm: confirmPlanRequest,
  outcome: planRequestCheck,
});
