import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSession } from '@/server/auth/session';
import { TimelineView } from './TimelineView';

export const metadata: Metadata = { title: 'Transaction' };

const REFERENCE = /^\d{1,12}$/;

export default async function TransactionPage({ params }: { params: Promise<{ reference: string }> }) {
  await requireSession();
  const { reference } = await params;
  if (!REFERENCE.test(reference)) notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Transaction {reference}</h1>
      <TimelineView reference={reference} />
    </div>
  );
}
