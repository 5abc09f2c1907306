import type { Metadata } from 'next';
import { requireSession } from '@/server/auth/session';
import { env } from '@/server/env';
import { EarningsView } from './EarningsView';

export const metadata: Metadata = { title: 'View My Earnings' };

export default async function MyEarningsPage() {
  await requireSession();
  const mailbox = env().BROKERAGE_MAILBOX;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">View My Earnings</h1>
      <p className="text-sm text-ink-muted">Brokerage of the last 6 months.</p>
      <EarningsView />
      <p className="text-sm text-ink-muted">
        For any query on your brokerage, write to the brokerage team at{' '}
        <a href={`mailto:${mailbox}`} className="text-brand-700 underline hover:text-brand-800">
          {mailbox}
        </a>
        .
      </p>
    </div>
  );
}
