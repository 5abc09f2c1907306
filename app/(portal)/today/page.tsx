import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TodaySection } from '@/components/today/TodaySection';
import { isFullPortal, landingFor } from '@/lib/auth/portal-session';
import { requireDistributor } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Today' };

export default async function TodayPage() {
  const auth = await requireDistributor();
  // The proxy already sends other flags to New Transaction; this is the second check.
  if (!isFullPortal(auth.session.flag)) redirect(landingFor(auth.session.flag));
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Today</h1>
      <p className="text-sm text-ink-muted">What needs doing across your book now, each with the action that fixes it.</p>
      <TodaySection />
    </div>
  );
}
