import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { requireSession } from '@/server/auth/session';
import { InvestorTypes } from './InvestorTypes';

export const metadata: Metadata = { title: 'Investors by type' };

export default async function InvestorTypePage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Investors by type</h1>
      {/* Tab, fund and summary type live in the query string, which the client reads. */}
      <Suspense fallback={<SkeletonLines lines={4} />}>
        <InvestorTypes />
      </Suspense>
    </div>
  );
}
