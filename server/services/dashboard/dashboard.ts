import 'server-only';
import type { DashboardNotices, DashboardSummary, FrequentReport, FundAum } from '@/lib/api/dashboard';
import { istDay } from '@/lib/dates';
import type { DistributorAuth } from '../../auth/session';
import { upstreamNow } from '../../fundhouse/clock';
import {
  aumSummary,
  dashboardBanners,
  distDashboard,
  distributorAum,
  frequentMailback,
  nfoSchemes,
} from '../../fundhouse/endpoints/dashboard';
import { upstream } from '../../fundhouse/upstream';
import { shortLivedCache } from '../../cache/short-lived';
import { env } from '../../env';
import { toDashboardSummary, toFrequentReports, toFundAum, toNotices } from './dashboard-mapping';

// The dashboard's reads from the fund house, for the signed-in distributor's own book. Every call
// names the session's ARN; nothing from the browser chooses whose figures are read.

const own = (auth: DistributorAuth) => ({ AgentCode: auth.session.arn, customfund: env().FUND_CODE });

export async function getDashboardSummary(auth: DistributorAuth): Promise<DashboardSummary> {
  return toDashboardSummary(await upstream(distDashboard, own(auth), { token: auth.token }));
}

/** The book's AUM in this fund house, in total and per scheme, at the latest NAV. */
export async function getFundAum(auth: DistributorAuth): Promise<FundAum> {
  const [total, bySchemes] = await Promise.all([
    upstream(distributorAum, own(auth), { token: auth.token }),
    upstream(aumSummary, { ...own(auth), UserId: auth.session.userId, DateVal: '' }, { token: auth.token }),
  ]);
  return toFundAum(total, bySchemes);
}

/**
 * New fund offers and banners are the fund house's, the same for every distributor, and change a few
 * times a day: one answer serves every dashboard in this process for a minute instead of two registrar
 * calls per view. Which of them show is decided at each read, on the registrar's clock.
 */
export const FUND_NOTICES_MS = 60_000;
const fundWide = shortLivedCache('fund-notices', FUND_NOTICES_MS, 8);

/**
 * New fund offers and banners whose date window holds today. "Today" is the registrar's day (its
 * clock, learned from its answers), because the windows are its dates.
 */
export async function getDashboardNotices(auth: DistributorAuth): Promise<DashboardNotices> {
  const params = { customfund: env().FUND_CODE };
  const [nfo, banners] = await Promise.all([
    fundWide.get(`nfo|${params.customfund}`, () => upstream(nfoSchemes, params, { token: auth.token })),
    fundWide.get(`banners|${params.customfund}`, () => upstream(dashboardBanners, params, { token: auth.token })),
  ]);
  return toNotices(nfo, banners, istDay(new Date(upstreamNow())));
}

export async function getFrequentReports(auth: DistributorAuth): Promise<FrequentReport[]> {
  return toFrequentReports(await upstream(frequentMailback, own(auth), { token: auth.token }));
}
