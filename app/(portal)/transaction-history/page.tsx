import type { Metadata } from 'next';
import { InvestorList } from '@/components/investors/InvestorList';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Transaction History' };

/** The investor list in history mode: a row's button opens that investor's transactions. */
export default async function TransactionHistoryPage() {
  await requireSession();
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Transaction History</h1>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InvestorList navigation={{ kind: 'transaction-history' }} />
      </section>
    </div>
  );
}
