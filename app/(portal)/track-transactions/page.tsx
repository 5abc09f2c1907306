import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { roleOf } from '@/lib/auth/portal-session';
import { can } from '@/lib/rules/team-roles';
import { requireSession } from '@/server/auth/session';
import { TrackerView } from './TrackerView';

export const metadata: Metadata = { title: 'Track Transactions' };

export default async function TrackTransactionsPage() {
  const session = await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Track Transactions</h1>
      <p className="text-sm text-ink-muted">
        Everything initiated for your investors, newest first, with who initiated it and where each one is now: awaiting the investor, approved, allotted, rejected or expired.
      </p>
      {/* The list reads its filters from the address. */}
      <Suspense fallback={<SkeletonLines lines={5} label="Loading what you initiated…" />}>
        {/* The firm's admin exports the trail (the BFF checks the role again). */}
        <TrackerView exports={can(roleOf(session), ACTION_NEEDS.exportTrail)} />
      </Suspense>
    </div>
  );
}
