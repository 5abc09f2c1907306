import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatUpstreamDay, istDay, addMonths } from '../../lib/dates';
import { swpStart } from '../../lib/forms/plans/swp';
import { login } from '../../server/fundhouse/endpoints/auth';
import { foliosForCancellation, planRequestByRef } from '../../server/fundhouse/endpoints/sip-cancellation';
import { saveStp, saveSwp, swpOptions } from '../../server/fundhouse/endpoints/systematic-plans';
import { nextWednesday, STP_REFUSALS } from '../../sandbox/handlers/stp';
import { FOLIOS } from '../../sandbox/domains/portfolio/portfolio-fixtures';
import { SWP_REFUSALS } from '../../sandbox/handlers/systematic-plans';
import { DEMO, DEMO_PASSWORD, RAVI } from '../../sandbox/seed/fixtures';
import { refusal, sandboxPerFile } from './sandbox-harness';
import { approveThroughLink } from '../support/investor-approval';

// The plans' option lists and the SWP registration through the portal's real client: a plan recorded
// pending approval once per reference, live once approved, and the registrar's refusals.

const h = sandboxPerFile();
let token: string;
beforeEach(async () => {
  const row = (await h.call(login, { ReqBy: 'D', username: DEMO.userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error('sign-in failed');
  token = row.token;
});

async function period(n: number) {
  const clock = await h.admin<{ now: string }>('clock');
  const start = swpStart(istDay(new Date(clock.now)), 10);
  return { Stdt: formatUpstreamDay(start), Enddt: formatUpstreamDay(addMonths(start, n - 1)) };
}

type Ask = Partial<Parameters<typeof h.call<typeof saveSwp>>[1]>;
const swp = async (ask: Ask = {}) =>
  h.call(
    saveSwp,
    {
      Trtype: 'SWP', Withdrawaltype: 'Fixed', Optn: 'G', Noofwithdrawals: '12', ...(await period(12)), Scheme: 'FC', Plan: 'RG', Freq: 'M', Swpday: '10',
      Amount: '1500', Acno: FOLIOS.raviMain.acno, Fund: '117', Pan: RAVI.pan, Agent: DEMO.arn, RequestRef: randomUUID().replaceAll('-', ''), ...ask,
    } as Parameters<typeof h.call<typeof saveSwp>>[1],
    { token },
  );

describe('swpOptions', () => {
  it('answers the withdrawal options, frequencies with their minimum and the days', async () => {
    const list = async (opt: 'SWPW' | 'SWF' | 'SWPD' | 'SF' | 'STPD') => (await h.call(swpOptions, { opt, fund: '117' }, { token })).Dtinformation;
    expect((await list('SWPW')).map((r) => r.Description)).toEqual(['Fixed', 'Appreciation']);
    expect((await list('SWF')).find((r) => r.FrequencyID === 'M')?.Minimum_Instalment).toBe('5');
    expect((await list('SWPD')).map((r) => r.sip_cycleid)).toContain('10');
    expect((await list('SF')).map((r) => r.FrequencyID)).toEqual(['W', 'M', 'Q']);
    expect((await list('STPD')).length).toBeGreaterThan(0);
  });
});

describe('SWPDetailsSave_WEB', () => {
  it('records the SWP once per reference; approved, it is listed live', async () => {
    const ref = randomUUID().replaceAll('-', '');
    const first = await swp({ RequestRef: ref });
    expect((await swp({ RequestRef: ref })).Table1[0]?.RefNo).toBe(first.Table1[0]?.RefNo);
    expect((await h.call(planRequestByRef, { Fund: '117', RequestRef: ref }, { token })).DtData[0]?.REFNO).toBe(first.Table1[0]?.RefNo);
    const swps = async () => (await h.call(foliosForCancellation, { Trtype: 'SWP', Pan: RAVI.pan, Fund: '117', customfund: '117', invdistflag: 'M' }, { token })).DtData;
    expect(await swps()).toHaveLength(1);
    const mails = await h.admin<{ link?: string }[]>(`outbox.json?to=${encodeURIComponent('ravi.sharma@example.com')}`);
    expect((await approveThroughLink(h.sandbox.url, mails[0]?.link ?? '', first.Table1[0]?.RefNo)).status).toBe(200);
    expect((await swps()).map((r) => r.amt)).toContain('1500.00');
  });

  it('refuses what the registrar would', async () => {
    expect(await refusal(swp({ Acno: FOLIOS.raviZero.acno, Scheme: 'SD' }))).toBe(SWP_REFUSALS.zeroBalance);
    expect(await refusal(swp({ Noofwithdrawals: '4', ...(await period(4)) }))).toBe(SWP_REFUSALS.withdrawalsMin);
    expect(await refusal(swp({ Noofwithdrawals: '1000' }))).toBe(SWP_REFUSALS.withdrawalsMax);
    expect(await refusal(swp({ Amount: '999' }))).toBe(SWP_REFUSALS.minimum(1000));
    expect(await refusal(swp({ Swpday: '11' }))).toBe(SWP_REFUSALS.day);
    expect(await refusal(swp({ Enddt: '01/01/2030' }))).toBe(SWP_REFUSALS.period);
  });
});

type StpAsk = Partial<Parameters<typeof h.call<typeof saveStp>>[1]>;
async function weekly(n: number) {
  const clock = await h.admin<{ now: string }>('clock');
  const today = new Date(new Date(clock.now).getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const start = nextWednesday(today);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + (n - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
  const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  return { Stdt: mdy(start), Enddt: mdy(end) };
}
const stp = async (ask: StpAsk = {}) =>
  h.call(
    saveStp,
    {
      Trtype: 'STP', Stpday: '3', NoofTransfer: '8', ...(await weekly(8)), Scheme: 'FC', Plan: 'RG', Option: 'G', ToScheme: 'LC', Toplan: 'RG', Tooption: 'G',
      Stpoption: 'Fixed', Freq: 'W', Amount: '5000', Euin: '', Acno: FOLIOS.raviMain.acno, Fund: '117', Pan: RAVI.pan, Agent: DEMO.arn,
      RequestRef: randomUUID().replaceAll('-', ''), ...ask,
    } as Parameters<typeof h.call<typeof saveStp>>[1],
    { token },
  );

describe('SaveSTPconfirmationWeb', () => {
  it('records a weekly STP from the next Wednesday five days on, once per reference', async () => {
    const ref = randomUUID().replaceAll('-', '');
    const first = await stp({ RequestRef: ref });
    expect(first.DtData[0]?.appno).toMatch(/^\d+$/);
    expect((await stp({ RequestRef: ref })).DtData[0]?.appno).toBe(first.DtData[0]?.appno);
    expect(new Date(`${(await weekly(8)).Stdt.slice(6)}-${(await weekly(8)).Stdt.slice(0, 5).replace('/', '-')}T00:00:00Z`).getUTCDay()).toBe(3);
  });

  it('refuses what the registrar would', async () => {
    expect(await refusal(stp({ ToScheme: 'FC' }))).toBe(STP_REFUSALS.sameScheme);
    expect(await refusal(stp({ Acno: FOLIOS.raviZero.acno, Scheme: 'SD' }))).toBe(STP_REFUSALS.zeroBalance);
    expect(await refusal(stp({ NoofTransfer: '5', ...(await weekly(5)) }))).toBe(STP_REFUSALS.transfers(6));
    expect(await refusal(stp({ Amount: '999' }))).toBe('Transfer amount should be minimum 1000');
    expect(await refusal(stp({ Stpoption: '' }))).toBe(STP_REFUSALS.option);
    expect(await refusal(stp({ Stdt: '01/01/2030' }))).toBe(STP_REFUSALS.period);
  });
});
