import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { autoCancelReason, DEBIT_FAILURES } from '../../lib/rules/sip-auto-cancel';
import { login } from '../../server/fundhouse/endpoints/auth';
import { investorByPan, upcomingSips } from '../../server/fundhouse/endpoints/investors';
import { planInstalments } from '../../server/fundhouse/endpoints/lifecycle';
import { sipPause, sipPauseDates, sipPauseEndDate } from '../../server/fundhouse/endpoints/sip-cancellation';
import { SUNIL_SIP } from '../../sandbox/domains/plans/instalment-fixtures';
import { SIPS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { DEMO, DEMO_PASSWORD, RAVI, SUNIL, TXN } from '../../sandbox/seed/fixtures';
import { approveThroughLink } from '../support/investor-approval';
import { refusal, sandboxPerFile } from './sandbox-harness';

// Instalments on the sandbox clock through the portal's real client: Sunil's failing SIP cancelled at
// its third consecutive failure, an instalment inside an approved pause recorded as Paused, and a
// successful one on Ravi's SIP allotted into his holding once its day has passed.

const h = sandboxPerFile();
let token: string;
async function signIn(userId: string = DEMO.userId) {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  return row.token;
}
beforeEach(async () => {
  token = await signIn();
});

const DAY = 24 * 60;
const plan = (ihno: number, arn: string = DEMO.arn, as = token) => h.call(planInstalments, { Arn: arn, Fund: '117', Ihno: String(ihno) }, { token: as });
const advanceDays = async (days: number) => {
  await h.admin('clock', { body: { advanceMinutes: days * DAY } });
  token = await signIn();
};
/** Whole days from the sandbox's now (IST) to the day after a DD/MM/YYYY date. */
async function daysPast(dmy: string): Promise<number> {
  const { now } = await h.admin<{ now: string }>('clock');
  const istToday = Date.parse(`${new Date(Date.parse(now) + 330 * 60_000).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((Date.parse(`${dmy.slice(6)}-${dmy.slice(3, 5)}-${dmy.slice(0, 2)}T00:00:00Z`) - istToday) / 86_400_000) + 1;
}

describe('GetPlanInstalments', () => {
  it("shows Sunil's two failed instalments on the seeding day and cancels the SIP at the third", async () => {
    const seeded = await plan(SUNIL_SIP.ihno);
    expect(seeded.Plan[0]).toMatchObject({ status: 'Live', frequency: 'Monthly', ConsecutiveFailures: '2', CancelAfter: '3', ClosedReason: '' });
    expect(seeded.Instalments.map((r) => r.Status)).toEqual(['Due', 'Failed', 'Failed']);
    expect(seeded.Instalments[1]?.Reason).toBe(DEBIT_FAILURES.insufficientFunds);
    expect(await daysPast(seeded.Instalments[0]!.DueDate)).toBe(SUNIL_SIP.thirdFailureInDays + 1);

    await advanceDays(SUNIL_SIP.thirdFailureInDays + 1);
    const cancelled = await plan(SUNIL_SIP.ihno);
    expect(cancelled.Plan[0]).toMatchObject({ status: 'Cancelled', ConsecutiveFailures: '3', ClosedReason: autoCancelReason(3) });
    expect(cancelled.Plan[0]?.ClosedOn).toBe(seeded.Instalments[0]?.DueDate);
    expect(cancelled.Instalments.map((r) => r.Status)).toEqual(['Failed', 'Failed', 'Failed']);
    const live = (await h.call(upcomingSips, { Pan: SUNIL.pan, YearFlag: 'Y', ARNCode: DEMO.arn }, { token })).DtData;
    expect(live.find((s) => s.ihno === String(SUNIL_SIP.ihno))).toMatchObject({ Status: 'Cancelled', sipdt: '' });
  });

  it("allots a successful instalment of Ravi's SIP into his holding once its day has passed", async () => {
    const before = await plan(SIPS.raviEnach.ihno);
    const due = before.Instalments[0];
    expect(due?.Status).toBe('Due');
    const units = async () =>
      Number((await h.call(investorByPan, { Uid: 'x', ReqBy: 'D', PAN: RAVI.pan, customfund: '117' }, { token })).Table2.find((r) => r.acno === '10234561' && r.scheme === 'FC')?.Units);
    const held = await units();
    await advanceDays(await daysPast(due!.DueDate));
    const after = await plan(SIPS.raviEnach.ihno);
    const allotted = after.Instalments.find((r) => r.DueDate === due!.DueDate);
    expect(allotted).toMatchObject({ Status: 'Allotted', Reason: '', Amount: '5000.00' });
    expect(Number(allotted?.Units)).toBeCloseTo(5000 / Number(allotted?.Nav), 3);
    expect(await units()).toBeCloseTo(held + Number(allotted?.Units), 3);
    expect(after.Plan[0]?.ConsecutiveFailures).toBe('0');
  });

  it('records an instalment inside an approved pause as Paused', async () => {
    const dates = (await h.call(sipPauseDates, { ihno: SIPS.raviEnach.ihno, fund: '117', customfund: '117' }, { token })).Dtinformation;
    const from = dates[0]!.pause_start_date;
    const end = await h.call(sipPauseEndDate, { SrtDt: from, fund: '117', customfund: '117', count: '3', uid: DEMO.userId }, { token });
    const s = SIPS.raviEnach;
    await h.call(sipPause, {
      ihno: s.ihno, acno: s.acno, sch: s.scheme, pln: s.plan, opt: s.option, tpln: '', tsch: '', amt: s.amount, freq: 'Monthly', fromdate: from,
      todate: end.DtData[0]?.enddt ?? '', trdate: '01/01/2026', mobile: '', lname: '', fund: '117', Agent: DEMO.arn, RequestRef: randomUUID().replaceAll('-', ''),
    }, { token });
    await approve('ravi.sharma@example.com');
    const scheduled = (await plan(s.ihno)).Plan[0];
    expect(scheduled?.status).toBe('Live');
    const fromDmy = `${from.slice(3, 5)}/${from.slice(0, 2)}/${from.slice(6)}`;
    expect(scheduled?.PausedFrom).toBe(fromDmy);
    await advanceDays(await daysPast(fromDmy));
    const paused = await plan(s.ihno);
    expect(paused.Plan[0]?.status).toBe('Paused');
    expect(paused.Instalments.find((r) => r.DueDate === fromDmy)).toMatchObject({ Status: 'Paused', Units: '' });
    expect(paused.Plan[0]?.ConsecutiveFailures).toBe('0');
    const listed = (await h.call(upcomingSips, { Pan: RAVI.pan, YearFlag: 'Y', ARNCode: DEMO.arn }, { token })).DtData.find((r) => r.ihno === String(s.ihno));
    expect(listed).toMatchObject({ Status: 'Paused', PausedFrom: fromDmy });
  });

  it("refuses another book's plan and a number no plan has", async () => {
    const other = await signIn(TXN.userId);
    expect(await refusal(plan(SUNIL_SIP.ihno, TXN.arn, other))).toBe('No Data Found');
    expect(await refusal(plan(SUNIL_SIP.ihno, TXN.arn))).toBe('No Data Found');
    expect(await refusal(plan(1234))).toBe('No Data Found');
  });
});

/** The investor's side: the link in the newest mail, approved through the sandbox page. */
async function approve(to: string) {
  const mails = await h.admin<{ link?: string }[]>(`outbox.json?to=${encodeURIComponent(to)}`);
  const res = await approveThroughLink(h.sandbox.url, mails[0]?.link ?? '');
  expect(res.status).toBe(200);
}
