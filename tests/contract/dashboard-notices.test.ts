import { describe, expect, it } from 'vitest';
import { login } from '../../server/fundhouse/endpoints/auth';
import { dashboardBanners, distDashboard, frequentMailback, nfoSchemes } from '../../server/fundhouse/endpoints/dashboard';
import { BANNERS } from '../../sandbox/domains/dashboard/banners';
import { istDay } from '../../sandbox/domains/schemes/schemes';
import { DEMO, DEMO_PASSWORD, FRESH } from '../../sandbox/seed/fixtures';
import { withinDateWindow } from '../../lib/rules/date-window';
import { parseIsoDate } from '../../lib/dates';
import { sandboxPerFile } from './sandbox-harness';

// The dashboard's banners (a sandbox answer added for the dashboard), the order of the brokerage
// months, and the distributor with an empty book, through the portal's real client.

const h = sandboxPerFile();

async function tokenOf(userId: string): Promise<string> {
  const row = (await h.call(login, { ReqBy: 'D', username: userId, password: DEMO_PASSWORD, nonce: '123456' })).DtData[0];
  if (!row) throw new Error(`sign-in of ${userId} failed`);
  return row.token;
}

async function today() {
  const clock = await h.admin<{ now: string }>('clock');
  const day = parseIsoDate(istDay(new Date(clock.now)));
  if (!day) throw new Error('no sandbox day');
  return day;
}

describe('GetDashboardBanners', () => {
  it('answers every banner of the fund with its window, and two of them hold today', async () => {
    const token = await tokenOf(DEMO.userId);
    const banners = (await h.call(dashboardBanners, { customfund: '117' }, { token })).DtData;
    expect(banners.map((b) => b.Title).sort()).toEqual(BANNERS.map((b) => b.title).sort());
    expect(banners.every((b) => /^\d{2}\/\d{2}\/\d{4}$/.test(b.startDate) && /^\d{2}\/\d{2}\/\d{4}$/.test(b.expiryDate))).toBe(true);
    const shown = withinDateWindow(banners, await today()).map((b) => b.BannerId);
    expect(shown.sort()).toEqual(['1', '2']);
  });

  it('follows the sandbox clock: forty-five days on, only the longest banner holds', async () => {
    // Signed in after the move: a token from before it would have expired on the sandbox's clock.
    await h.admin('clock', { body: { advanceMinutes: 45 * 24 * 60 } });
    const token = await tokenOf(DEMO.userId);
    const banners = (await h.call(dashboardBanners, { customfund: '117' }, { token })).DtData;
    expect(withinDateWindow(banners, await today()).map((b) => b.Title)).toEqual(['SIP top-up on digital mode']);
  });

  it('answers no banners for another fund house', async () => {
    const token = await tokenOf(DEMO.userId);
    expect((await h.call(dashboardBanners, { customfund: '120' }, { token })).DtData).toEqual([]);
  });

  it('shows both seeded offers in their window right after a reset', async () => {
    const token = await tokenOf(DEMO.userId);
    const offers = (await h.call(nfoSchemes, { customfund: '117' }, { token })).DtData;
    expect(withinDateWindow(offers, await today()).map((o) => o.Nfoname)).toEqual(['Multicap Fund', 'Banking and Financial Services Fund']);
  });
});

describe('Dist_Dashboard brokerage months', () => {
  it('names this month PresentMon and five months back Previous6thMon', async () => {
    const token = await tokenOf(DEMO.userId);
    const row = (await h.call(distDashboard, { AgentCode: DEMO.arn, customfund: '117' }, { token })).Table3[0];
    const now = await today();
    const label = (monthsBack: number) => {
      const d = new Date(Date.UTC(now.year, now.month - 1 - monthsBack, 1));
      return `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}-${d.getUTCFullYear()}`;
    };
    expect(row?.PresentMonDt).toBe(label(0));
    expect(row?.Previous2ndMonDt).toBe(label(1));
    expect(row?.Previous6thMonDt).toBe(label(5));
  });
});

describe('a distributor with an empty book', () => {
  it('signs in with the full portal and gets zero counts and no AUM rows', async () => {
    const answer = await h.call(login, { ReqBy: 'D', username: FRESH.userId, password: DEMO_PASSWORD, nonce: '123456' });
    const token = answer.DtData[0]?.token ?? '';
    expect(answer.DtData[0]).toMatchObject({ tran_enable_flag: 'N' });
    const dashboard = await h.call(distDashboard, { AgentCode: FRESH.arn, customfund: '117' }, { token });
    expect(dashboard.DtData).toEqual([{ ExpiredTransactions: '0', AuthorisedTransaction: '0', AuthorisationPending: '0', SIPTransactions: '0' }]);
    expect(dashboard.Table1).toEqual([]);
    expect(dashboard.Table2).toEqual([]);
    expect(Object.entries(dashboard.Table3[0] ?? {}).filter(([k]) => !k.endsWith('Dt')).every(([, v]) => Number(v) === 0)).toBe(true);
    expect((await h.call(frequentMailback, { AgentCode: FRESH.arn, customfund: '117' }, { token })).DtData.length).toBeGreaterThan(0);
  });
});
