import type { Metadata } from 'next';
import Link from 'next/link';
import { isValidPan } from '@/lib/rules/pan';
import { requireSession } from '@/server/auth/session';
import { NoHistoryPan } from '../NoHistoryPan';
import { HistoryView } from './HistoryView';

export const metadata: Metadata = { title: 'Transactions List' };

// The PAN is in this route by the seed's design (/transaction-history/details/{PAN}); the registrar
// answers only for investors on the distributor's own book.
export default async function HistoryDetailsPage({ params, searchParams }: { params: Promise<{ pan: string }>; searchParams: Promise<{ isKyc?: string }> }) {
  await requireSession();
  const pan = decodeURIComponent((await params).pan).trim().toUpperCase();
  if (!isValidPan(pan)) return <NoHistoryPan />;
  const { isKyc } = await searchParams;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Link href="/transaction-history" className="text-sm text-brand-700 underline hover:text-brand-800">
        Back to Transaction History
      </Link>
      <HistoryView pan={pan} kyc={isKyc === 'Y' ? true : isKyc === 'N' ? false : null} />
    </div>
  );
}
