import type { Metadata } from 'next';
import { EkycForm } from '@/components/ekyc/EkycForm';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { KYC_PROMPT_MESSAGE } from '@/lib/investor-messages';
import { isValidPan } from '@/lib/rules/pan';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'e-KYC Form' };

const TITLE = 'e-KYC Form';

/** Where the KYC prompt's Continue leads (seed 002 section 2.2): the e-KYC form with the route's PAN locked. */
export default async function NewInvestorEkycPage({ params }: { params: Promise<{ pan: string }> }) {
  await requireSession();
  const pan = decodeURIComponent((await params).pan).trim().toUpperCase();
  if (!isValidPan(pan)) return <NoInvestor title={TITLE} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">{TITLE}</h1>
      <p className="text-sm text-ink">{KYC_PROMPT_MESSAGE.replace(', do you want to go for KYC', '.')}</p>
      <EkycForm lockedPan={pan} />
    </div>
  );
}
