import type { Metadata } from 'next';
import Link from 'next/link';
import { TRACKER_HREF } from '@/lib/navigation';
import { nameSearchAllowed } from '@/lib/rules/name-search';
import { requireSession } from '@/server/auth/session';
import { journeysInProgress } from '@/server/services/onboarding/new-investor-resume';
import { NewTransactionTabs } from './NewTransactionTabs';

export const metadata: Metadata = { title: 'New Transaction' };

/** Find the investor a transaction is for: one of the book (by any key) or a new individual's PAN. */
export default async function NewTransactionPage() {
  const session = await requireSession();
  const inProgress = await journeysInProgress(session.userId);
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-ink">New Transaction</h1>
        {/* A distributor whose menu holds only New Transaction reaches what they initiated from here. */}
        <Link href={TRACKER_HREF} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Track Transactions
        </Link>
      </div>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <NewTransactionTabs nameSearch={nameSearchAllowed(session.flag)} inProgress={inProgress} />
      </section>
    </div>
  );
}
