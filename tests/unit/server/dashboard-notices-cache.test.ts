import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DistributorAuth } from '@/server/auth/session';
import { dashboardBanners, nfoSchemes } from '@/server/fundhouse/endpoints/dashboard';

// New fund offers and banners are the fund house's, the same for every distributor: one answer serves
// every dashboard of the process for a minute; a failure is not kept; which show is decided at each read.

vi.mock('@/server/fundhouse/upstream', async () => (await import('../support/scripted-upstream')).upstreamModule());
const { upstream } = await import('../support/scripted-upstream');
const { FUND_NOTICES_MS, getDashboardNotices } = await import('@/server/services/dashboard/dashboard');

const auth = (userId: string, arn: string): DistributorAuth => ({ session: { userId, arn, name: 'A', flag: 'N', lastLogin: '' }, token: `t-${userId}` });
const asha = auth('demo@dit.test', 'ARN-112233');
const vikram = auth('txn@dit.test', 'ARN-445566');
const offer = { Nfoname: 'Multicap Fund', Index: '1', Opens: '20/11/2026', Closes: '04/12/2026', ReOpens: '09/12/2026', startDate: '13/11/2026', expiryDate: '04/12/2026', fund: '117', fund_desc: 'Sandbox Mutual Fund', scheme: 'MN', scheme_desc: 'Multicap Fund', opening_date: '20/11/2026', closing_Date: '04/12/2026' };
const banner = { BannerId: '1', Title: 'Live', Description: 'Shown', startDate: '12/11/2026', expiryDate: '22/11/2026' };
const count = (name: string) => upstream.calls.filter((c) => c.name === name).length;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-22T06:00:00Z') });
  upstream.reset();
  upstream.answer(nfoSchemes, { DtData: [offer] });
  upstream.answer(dashboardBanners, { DtData: [banner] });
});
afterEach(() => vi.useRealTimers());

describe('the dashboard notices', () => {
  it('ask the registrar once a minute for every distributor, then again', async () => {
    await getDashboardNotices(asha);
    await getDashboardNotices(vikram);
    await getDashboardNotices(asha);
    expect([count('nfoSchemes'), count('dashboardBanners')]).toEqual([1, 1]);
    vi.setSystemTime(Date.now() + FUND_NOTICES_MS);
    await getDashboardNotices(vikram);
    expect([count('nfoSchemes'), count('dashboardBanners')]).toEqual([2, 2]);
  });

  it('do not keep a failure', async () => {
    upstream.fail(nfoSchemes, 'http');
    await expect(getDashboardNotices(asha)).rejects.toThrow();
    upstream.answer(nfoSchemes, { DtData: [offer] });
    expect((await getDashboardNotices(asha)).offers).toHaveLength(1);
    expect(count('nfoSchemes')).toBe(2);
  });
});
