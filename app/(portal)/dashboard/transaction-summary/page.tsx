import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { requireSession } from '@/server/auth/session';
import { TransactionSummary } from './TransactionSummary';

export const metadata: Metadata = { title: 'Transaction Summary' };

export default async function TransactionSummaryPage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Transaction Summary</h1>
      {/* The tab lives in the query string, which the client reads. */}
      <Suspense fallback={<SkeletonLines lines={4} />}>
        <TransactionSummary />
      </Suspense>
    </div>
  );
}
