import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { orFailed, requireDistributor } from '@/server/auth/session';
import { getDashboardNotices, getDashboardSummary, getFundAum } from '@/server/services/dashboard';
import { isFullPortal, landingFor } from '@/lib/auth/portal-session';
import { DASHBOARD_API } from '@/lib/api/dashboard';
import { DashboardData } from './DashboardData';
import { DashboardTabs } from './DashboardTabs';
import { FirstVisitNotices } from './FirstVisitNotices';
import { MyAumSection } from './MyAumSection';
import { NoticeCarousel } from './NoticeCarousel';
import { TransactionSummarySection } from './TransactionSummarySection';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const auth = await requireDistributor();
  // The proxy already sends other flags to New Transaction; this is the second check.
  if (!isFullPortal(auth.session.flag)) redirect(landingFor(auth.session.flag));

  // Read in parallel on the server so the first paint has the figures; one that fails is left to the
  // browser, which shows that section's error with a retry.
  const [summary, aum, notices] = await Promise.all([
    orFailed(getDashboardSummary(auth)),
    orFailed(getFundAum(auth)),
    orFailed(getDashboardNotices(auth)),
  ]);
  const fallback: Record<string, unknown> = {};
  if (summary) fallback[DASHBOARD_API.summary] = summary;
  if (aum) fallback[DASHBOARD_API.aum] = aum;
  if (notices) fallback[DASHBOARD_API.notices] = notices;

  return (
    <DashboardData fallback={fallback}>
      <div className="mx-auto max-w-6xl space-y-6">
        <h1 className="text-xl font-semibold text-ink">Dashboard</h1>
        <NoticeCarousel />
        <MyAumSection />
        <TransactionSummarySection />
        <DashboardTabs />
        <FirstVisitNotices />
      </div>
    </DashboardData>
  );
}
