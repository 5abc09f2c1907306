import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requireSession } from '@/server/auth/session';
import { isFullPortal, landingFor } from '@/lib/auth/portal-session';
import { DashboardTabs } from './DashboardTabs';
import { FirstVisitNotices } from './FirstVisitNotices';
import { MyAumSection } from './MyAumSection';
import { NoticeCarousel } from './NoticeCarousel';
import { TransactionSummarySection } from './TransactionSummarySection';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const session = await requireSession();
  // The proxy already sends other flags to New Transaction; this is the second check.
  if (!isFullPortal(session.flag)) redirect(landingFor(session.flag));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-xl font-semibold text-ink">Dashboard</h1>
      <NoticeCarousel />
      <MyAumSection />
      <TransactionSummarySection />
      <DashboardTabs />
      <FirstVisitNotices />
    </div>
  );
}
