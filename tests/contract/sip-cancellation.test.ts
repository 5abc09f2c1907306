import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
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
import { PLAN_MESSAGES } from '../../sandbox/domains/plans/plan-requests';
import { FOLIOS, SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { PLANS } from '../../sandbox/domains/plans/systematic-plans';
import { DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import { approveThroughLink } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';

// Pause and cancellation through the portal's real client: the records with their pause flags, the
// reasons, the pause dates and end-date calculator, the validation and pause, both cancellations, one
// request per reference, the approval through the investor's page, and the SIP paused and back as the
// sandbox clock passes.

const h = sandboxPerFile();
let token: string;
/** Signs in again: moving the clock on outlives the token. */
async function signIn() {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
}
beforeEach(async () => {
  await signIn();
});

const records = async (Trtype: 'SIP' | 'STP' | 'SWP') =>
  (await h.call(foliosForCancellation, { Trtype, Pan: RAVI.pan, Fund: '117', customfund: '117', invdistflag: 'M' }, { token })).DtData;
const ref = () => randomUUID().replaceAll('-', '');

/** The investor's side: the link in the newest mail to Ravi, approved through the sandbox page. */
async function approveNewest() {
  const mails = await h.admin<{ link?: string }[]>(`outbox.json?to=${encodeURIComponent('ravi.sharma@example.com')}`);
  const res = await approveThroughLink(h.sandbox.url, mails[0]?.link ?? '');
  expect(res.status).toBe(200);
}

async function pauseDetails(count: 3 | 6) {
  const dates = (await h.call(sipPauseDates, { ihno: SIPS.raviEnach.ihno, fund: '117', customfund: '117' }, { token })).Dtinformation;
  expect(dates.length).toBeGreaterThan(0);
  const from = dates[0]!.pause_start_date;
  const end = await h.call(sipPauseEndDate, { SrtDt: from, fund: '117', customfund: '117', count: String(count) as '3' | '6', uid: DEMO.userId }, { token });
  expect(end.Dtinformation[0]?.Error_Message).toBe('Success');
  const s = SIPS.raviEnach;
  return {
    ihno: s.ihno, acno: s.acno, sch: s.scheme, pln: s.plan, opt: s.option, tpln: '', tsch: '', amt: s.amount, freq: 'Monthly', fromdate: from,
    todate: end.DtData[0]?.enddt ?? '', trdate: '01/01/2026', mobile: '', lname: '', fund: '117', Agent: DEMO.arn,
  };
}

describe('GetFoliosForSIPCancelation and SIPCancelationReason', () => {
  it("lists Ravi's SIPs with their pause flags, his live STP and SWP, and the reasons", async () => {
    const sips = await records('SIP');
    expect(sips.find((r) => r.ihno === String(SIPS.raviEnach.ihno))).toMatchObject({ pause_flag: 'Y', pause_err_msg: '', acno: FOLIOS.raviMain.acno });
    expect(sips.find((r) => r.ihno === String(SIPS.raviEnding.ihno))).toMatchObject({ pause_flag: 'Y', pause_err_msg: PLAN_MESSAGES.fewInstalments });
    expect(sips.find((r) => r.ihno === String(SIPS.raviUpi.ihno))?.pause_flag).toBe('N');
    expect((await records('STP')).map((r) => r.ihno)).toEqual([String(PLANS.raviStp.ihno)]);
    expect((await records('SWP')).map((r) => r.ihno)).toEqual([String(PLANS.raviSwp.ihno)]);
    const reasons = (await h.call(cancellationReasons, {}, { token })).Dtinformation;
    expect(reasons.map((r) => r.RejReason)).toContain('Others');
  });
});

describe('SIP pause', () => {
  it('validates, pauses once per reference, and holds the SIP Paused for its instalments once approved', async () => {
    const details = await pauseDetails(3);
    expect((await h.call(sipPauseValidation, details, { token })).Table[0]).toMatchObject({ Error_Code: '0' });
    const key = ref();
    const first = await h.call(sipPause, { ...details, RequestRef: key }, { token });
    expect(first.Table[0]).toMatchObject({ Error_Code: '0', Error_Message: 'Success' });
    const again = await h.call(sipPause, { ...details, RequestRef: key }, { token });
    expect(again.Table1[0]?.refno).toBe(first.Table1[0]?.refno);
    expect((await h.call(planRequestByRef, { Fund: '117', RequestRef: key }, { token })).DtData[0]?.REFNO).toBe(first.Table1[0]?.refno);
    expect(await refusal(h.call(sipPause, { ...details, RequestRef: ref() }, { token }))).toBe(PLAN_MESSAGES.pendingRequest);

    await approveNewest();
    const [d, m, y] = [details.fromdate.slice(3, 5), details.fromdate.slice(0, 2), details.fromdate.slice(6)];
    const days = Math.ceil((Date.parse(`${y}-${m}-${d}T12:00:00Z`) - Date.now()) / 86_400_000) + 1;
    await h.admin('clock', { body: { advanceMinutes: days * 1440 } });
    await signIn();
    const paused = (await records('SIP')).find((r) => r.ihno === String(SIPS.raviEnach.ihno));
    expect(paused?.pause_err_msg).toBe('This SIP is paused already');
    await h.admin('clock', { body: { advanceMinutes: 100 * 1440 } });
    await signIn();
    expect((await records('SIP')).find((r) => r.ihno === String(SIPS.raviEnach.ihno))?.pause_err_msg).toBe('');
  });

  it('refuses a pause the registrar would not take', async () => {
    const details = await pauseDetails(6);
    expect(await refusal(h.call(sipPauseValidation, { ...details, todate: details.fromdate }, { token }))).toBe(PLAN_MESSAGES.count);
    expect(await refusal(h.call(sipPauseValidation, { ...details, fromdate: '01/01/2020' }, { token }))).toBe(PLAN_MESSAGES.pauseDate);
    const ending = { ...details, ihno: SIPS.raviEnding.ihno, sch: 'LC' };
    expect(await refusal(h.call(sipPauseValidation, ending, { token }))).toBe(PLAN_MESSAGES.fewInstalments);
  });
});

describe('cancellations', () => {
  const cancelSip = (ask: Partial<Parameters<typeof h.call<typeof sipCancellation>>[1]> = {}) =>
    h.call(
      sipCancellation,
      { Trtype: 'SIP', Pan: RAVI.pan, uid: DEMO.userId, Fund: '117', Ihno: SIPS.raviEnach.ihno, Agent: DEMO.arn, folio: FOLIOS.raviMain.acno, CancelReason: 'Financial constraints', rejcode: '1', RequestRef: ref(), ...ask },
      { token },
    );

  it('cancels a SIP with a reason; approved, it leaves the records', async () => {
    expect(await refusal(cancelSip({ rejcode: '' }))).toBe(PLAN_MESSAGES.reason);
    expect(await refusal(cancelSip({ rejcode: '99', CancelReason: 'Too short' }))).toBe(PLAN_MESSAGES.otherReason);
    const done = await cancelSip({ rejcode: '99', CancelReason: 'Moving my savings elsewhere' });
    expect(done.Dtinformation[0]).toMatchObject({ Error_Code: '0' });
    expect(done.DtData[0]?.ihno).toMatch(/^\d+$/);
    await approveNewest();
    expect((await records('SIP')).some((r) => r.ihno === String(SIPS.raviEnach.ihno))).toBe(false);
  });

  it('cancels an STP; approved, it leaves the records', async () => {
    const p = PLANS.raviStp;
    const done = await h.call(
      planCancelSave,
      { Trtype: 'STP', scheme: p.scheme, plan: p.plan, option: p.option, amount: p.amount, fromdate: '01/01/2026', todate: '01/01/2027', frequency: 'Monthly', ihno: p.ihno, Agent: DEMO.arn, Fund: '117', RequestRef: ref() },
      { token },
    );
    expect(done.Dtinformation[0]).toMatchObject({ Error_Code: '0' });
    await approveNewest();
    expect(await records('STP')).toEqual([]);
  });
});
