import type { Metadata } from 'next';
import Link from 'next/link';
import { requireSession } from '@/server/auth/session';
import { InvestorDetailView } from './InvestorDetailView';

export const metadata: Metadata = { title: 'Investor details' };

// The PAN is in this route by the seed's design (/investors/details/{PAN}); the BFF checks it against
// the distributor's book before anything about the investor is shown.
export default async function InvestorDetailPage({ params }: { params: Promise<{ pan: string }> }) {
  await requireSession();
  const { pan } = await params;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Link href="/investors" className="text-sm text-brand-700 underline hover:text-brand-800">
        Back to Investors
      </Link>
      <InvestorDetailView pan={decodeURIComponent(pan).trim().toUpperCase()} />
    </div>
  );
}
