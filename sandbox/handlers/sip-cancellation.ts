import {
  cancellationReasons,
  foliosForCancellation,
  planCancelSave,
  planRequestByRef,
  sipCancellation,
  sipPause,
  sipPauseDates,
  sipPauseEndDate,
  sipPauseValidation,
} from '../../server/fundhouse/endpoints/sip-cancellation';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { normaliseArn } from '../domains/links/links';
import { pendingRequest, placeRequest, PLAN_MESSAGES as M, requestByRef, settlePlans } from '../domains/plans/plan-requests';
import { addMonthsIso } from '../domains/sip/sip-topup-rules';
import { planRecords, type PlanRecord } from '../domains/plans/systematic-plans';
import { refuse, route, signedIn, type HandlerContext } from '../router';
import { planByRef } from './systematic-plans';
import { FUND_CODE } from '../seed/fixtures';

// Pause and cancellation, scoped to the caller's book. A SIP pauses for 3 or 6 instalments from one of
// its next instalment days at least 10 days ahead; a request waits for the investor's approval, and
// only one request per plan may wait at a time.

export const CANCEL_REASONS = [
  { code: '1', text: 'Financial constraints' },
  { code: '2', text: 'Investing in another scheme' },
  { code: '3', text: 'Change of bank account' },
  { code: '4', text: 'Not satisfied with the performance' },
  { code: '99', text: 'Others' },
] as const;
const OTHERS = '99';

const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoOf = (m: string) => `${m.slice(6, 10)}-${m.slice(0, 2)}-${m.slice(3, 5)}`;
const todayOf = (ctx: HandlerContext) => new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Whether a SIP may pause: 'N' (never: UPI Autopay), else 'Y' with the reason it may not now, if any. */
async function pauseState(db: Db, r: PlanRecord): Promise<{ flag: string; message: string }> {
  if (r.sip_type === '2' || r.sip_type === '5') return { flag: 'N', message: '' };
  if (r.status === 'Paused') return { flag: 'Y', message: 'This SIP is paused already' };
  if (await pendingRequest(db, 'SIP', r.ihno)) return { flag: 'Y', message: M.pendingRequest };
  if (r.left <= 6) return { flag: 'Y', message: M.fewInstalments };
  return { flag: 'Y', message: '' };
}

/** The next three instalment days of the SIP at least 10 days ahead, before its end. */
function pauseStarts(r: PlanRecord, today: string): string[] {
  const day = Number(r.start_date.slice(8, 10));
  const earliest = addDays(today, 10);
  let d = `${earliest.slice(0, 8)}${String(day).padStart(2, '0')}`;
  if (d < earliest) d = addMonthsIso(d, 1);
  if (d < r.start_date) d = r.start_date;
  const out: string[] = [];
  for (let i = 0; i < 3 && d <= r.end_date; i += 1, d = addMonthsIso(d, 1)) out.push(d);
  return out;
}

const pauseEnd = (from: string, count: number) => addMonthsIso(from, count - 1);

async function sipOf(ctx: HandlerContext, ihno: string) {
  const caller = signedIn(ctx);
  await settlePlans(ctx.db);
  const n = Number(ihno);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  const [r] = await planRecords(ctx.db, { book: caller, fund: FUND_CODE, kind: 'SIP', ihno: n });
  return r ?? null;
}

const recordsRoute = route(foliosForCancellation, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.Fund.trim() !== FUND_CODE || p.customfund.trim() !== FUND_CODE) return { DtData: [] };
  await settlePlans(ctx.db);
  const rows = await planRecords(ctx.db, { book: caller, pan: p.Pan.trim().toUpperCase(), fund: FUND_CODE, kind: p.Trtype });
  const out = [];
  for (const r of rows) {
    const pause = p.Trtype === 'SIP' ? await pauseState(ctx.db, r) : { flag: 'N', message: '' };
    const pending = p.Trtype !== 'SIP' && (await pendingRequest(ctx.db, p.Trtype, r.ihno));
    out.push({
      ihno: String(r.ihno), Scheme: r.scheme_name, ToScheme: r.to_scheme_name ?? '', sch: r.scheme, pln: r.plan, opt: r.option, amt: Number(r.amount).toFixed(2), acno: r.acno, trdate: mdy(r.trdate), fromdate: mdy(r.start_date),
      todate: mdy(r.end_date), freq: r.frequency, pause_flag: pause.flag, pause_err_msg: pending ? M.pendingRequest : pause.message,
    });
  }
  return { DtData: out };
});

const reasonsRoute = route(cancellationReasons, async () => ({ Dtinformation: CANCEL_REASONS.map((r) => ({ RejReason: r.text, RejCode: r.code })) }));

const pauseDatesRoute = route(sipPauseDates, async (p, ctx) => {
  const sip = p.fund.trim() === FUND_CODE ? await sipOf(ctx, p.ihno) : null;
  if (!sip || (await pauseState(ctx.db, sip)).message) return { Dtinformation: [] };
  return { Dtinformation: pauseStarts(sip, todayOf(ctx)).map((d) => ({ pause_start_date: mdy(d) })) };
});

const endDateRoute = route(sipPauseEndDate, async (p) => {
  const from = isoOf(p.SrtDt);
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`))) return { Dtinformation: [{ Error_Message: M.pauseDate }], DtData: [] };
  return { Dtinformation: [{ Error_Message: 'Success' }], DtData: [{ enddt: mdy(pauseEnd(from, Number(p.count))) }] };
});

type PauseParams = z.output<typeof sipPauseValidation.params>;

/** The first reason the pause may not go, or the SIP it pauses. */
async function checkPause(p: PauseParams, ctx: HandlerContext): Promise<PlanRecord | string> {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Agent) !== caller.arn || p.fund.trim() !== FUND_CODE) return M.notFound;
  const sip = await sipOf(ctx, p.ihno);
  if (!sip || sip.acno !== p.acno.trim() || sip.scheme !== p.sch.trim()) return M.notFound;
  const state = await pauseState(ctx.db, sip);
  if (state.flag !== 'Y') return M.pauseNotOffered;
  if (state.message) return state.message;
  const from = isoOf(p.fromdate);
  if (!pauseStarts(sip, todayOf(ctx)).includes(from)) return M.pauseDate;
  const to = isoOf(p.todate);
  if (to !== pauseEnd(from, 3) && to !== pauseEnd(from, 6)) return M.count;
  return sip;
}

const validationRoute = route(sipPauseValidation, async (p, ctx) => {
  const checked = await checkPause(p, ctx);
  if (typeof checked === 'string') return refuse(checked);
  return { Table: [{ Error_Code: '0', Error_Message: 'Success' }] };
});

const pauseRoute = route(sipPause, async (p, ctx) => {
  const caller = signedIn(ctx);
  const done = await requestByRef(ctx.db, caller.arn, p.RequestRef);
  if (done) return { Table: [{ Error_Code: '0', Error_Message: 'Success' }], Table1: [{ refno: String(done.ihno) }] };
  const sip = await checkPause(p, ctx);
  if (typeof sip === 'string') return refuse(sip);
  const refno = await placeRequest(ctx.db, {
    arn: caller.arn, pan: sip.pan, fund: FUND_CODE, acno: sip.acno, scheme: sip.scheme, plan: sip.plan, option: sip.option, amount: Number(sip.amount),
    action: 'PAUSE', kind: 'SIP', target: sip.ihno, pause: { from: isoOf(p.fromdate), to: isoOf(p.todate) }, requestRef: p.RequestRef,
  });
  return { Table: [{ Error_Code: '0', Error_Message: 'Success' }], Table1: [{ refno: String(refno) }] };
}, { needs: 'initiate' });

const success = (ihno: number) => ({ Dtinformation: [{ Error_Code: '0', Error_Message: 'Success' }], DtData: [{ ihno: String(ihno) }] });

const sipCancelRoute = route(sipCancellation, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Agent) !== caller.arn || p.Fund.trim() !== FUND_CODE) return refuse(M.notFound);
  const done = await requestByRef(ctx.db, caller.arn, p.RequestRef);
  if (done) return success(done.ihno);
  const sip = await sipOf(ctx, p.Ihno);
  if (!sip || sip.acno !== p.folio.trim() || sip.pan !== p.Pan.trim().toUpperCase()) return refuse(M.notFound);
  if (await pendingRequest(ctx.db, 'SIP', sip.ihno)) return refuse(M.pendingRequest);
  const reason = CANCEL_REASONS.find((r) => r.code === p.rejcode.trim());
  if (!reason) return refuse(M.reason);
  const text = p.CancelReason.trim();
  if (reason.code === OTHERS && !/^[A-Za-z ]{10,100}$/.test(text)) return refuse(M.otherReason);
  const ihno = await placeRequest(ctx.db, {
    arn: caller.arn, pan: sip.pan, fund: FUND_CODE, acno: sip.acno, scheme: sip.scheme, plan: sip.plan, option: sip.option, amount: Number(sip.amount),
    action: 'CANCEL', kind: 'SIP', target: sip.ihno, reason: { code: reason.code, text: reason.code === OTHERS ? text : reason.text }, requestRef: p.RequestRef,
  });
  return success(ihno);
}, { needs: 'initiate' });

const planCancelRoute = route(planCancelSave, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (normaliseArn(p.Agent) !== caller.arn || p.Fund.trim() !== FUND_CODE) return refuse(M.notFound);
  const done = await requestByRef(ctx.db, caller.arn, p.RequestRef);
  if (done) return success(done.ihno);
  await settlePlans(ctx.db);
  const n = Number(p.ihno);
  const [plan] = Number.isSafeInteger(n) && n > 0 ? await planRecords(ctx.db, { book: caller, fund: FUND_CODE, kind: p.Trtype, ihno: n }) : [];
  if (!plan || plan.scheme !== p.scheme.trim()) return refuse(M.notFound);
  if (await pendingRequest(ctx.db, p.Trtype, plan.ihno)) return refuse(M.pendingRequest);
  const ihno = await placeRequest(ctx.db, {
    arn: caller.arn, pan: plan.pan, fund: FUND_CODE, acno: plan.acno, scheme: plan.scheme, plan: plan.plan, option: plan.option, amount: Number(plan.amount),
    action: 'CANCEL', kind: p.Trtype, target: plan.ihno, requestRef: p.RequestRef,
  });
  return success(ihno);
}, { needs: 'initiate' });

const byRefRoute = route(planRequestByRef, async (p, ctx) => {
  const caller = signedIn(ctx);
  if (p.Fund.trim() !== FUND_CODE) return { DtData: [] };
  const done = (await requestByRef(ctx.db, caller.arn, p.RequestRef))?.ihno ?? (await planByRef(ctx.db, caller.arn, p.RequestRef));
  return { DtData: done ? [{ REFNO: String(done) }] : [] };
});

export const sipCancellationRoutes = [recordsRoute, reasonsRoute, pauseDatesRoute, endDateRoute, validationRoute, pauseRoute, sipCancelRoute, planCancelRoute, byRefRoute];
