import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireDistributor } from '@/server/auth/session';
import { getDashboardNotices, getDashboardSummary, getFundAum } from '@/server/services/dashboard/dashboard';
import { isFullPortal, landingFor } from '@/lib/auth/portal-session';
import { DASHBOARD_API } from '@/lib/api/dashboard';
import { DashboardData, type FailedRead } from './DashboardData';
import { DashboardTabs } from './DashboardTabs';
import { FirstVisitNotices } from './FirstVisitNotices';
import { MyAumSection } from './MyAumSection';
import { NoticeCarousel } from './NoticeCarousel';
import { serverRead } from './server-reads';
import { TransactionSummarySection } from './TransactionSummarySection';
import { TodayOnDashboard } from './TodayOnDashboard';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const auth = await requireDistributor();
  // The proxy already sends other flags to New Transaction; this is the second check.
  if (!isFullPortal(auth.session.flag)) redirect(landingFor(auth.session.flag));

  // Read in parallel on the server so the first paint has the figures (or a failed read's message).
  const reads = await Promise.all([
    serverRead(getDashboardSummary(auth)).then((r) => [DASHBOARD_API.summary, r] as const),
    serverRead(getFundAum(auth)).then((r) => [DASHBOARD_API.aum, r] as const),
    serverRead(getDashboardNotices(auth)).then((r) => [DASHBOARD_API.notices, r] as const),
  ]);
  const fallback: Record<string, unknown> = {};
  const failed: Record<string, FailedRead> = {};
  for (const [key, read] of reads) {
    if ('data' in read) fallback[key] = read.data;
    else failed[key] = read.failed;
  }

  return (
    <DashboardData fallback={fallback} failed={failed}>
      <div className="mx-auto max-w-6xl space-y-6">
        <h1 className="text-xl font-semibold text-ink">Dashboard</h1>
        <TodayOnDashboard />
        <NoticeCarousel />
        <MyAumSection />
        <TransactionSummarySection />
        <DashboardTabs />
        <FirstVisitNotices />
      </div>
    </DashboardData>
  );
}
