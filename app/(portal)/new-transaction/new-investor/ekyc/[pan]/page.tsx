import type { Metadata } from 'next';
import Link from 'next/link';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { buttonClassName } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { KYC_PROMPT_MESSAGE } from '@/lib/investor-messages';
import { isValidPan } from '@/lib/rules/pan';
import { NEW_TRANSACTION } from '@/lib/transactions/routes';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'e-KYC Form' };

const TITLE = 'e-KYC Form';

/**
 * Where the KYC prompt's Continue leads (seed 002: the e-KYC form, with the PAN from the route locked).
 * The PAN is only shown here; nothing about the investor is fetched or kept.
 */
export default async function NewInvestorEkycPage({ params }: { params: Promise<{ pan: string }> }) {
  await requireSession();
  const pan = decodeURIComponent((await params).pan).trim().toUpperCase();
  if (!isValidPan(pan)) return <NoInvestor title={TITLE} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">{TITLE}</h1>
      <section className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <p className="text-sm text-ink">{KYC_PROMPT_MESSAGE.replace(', do you want to go for KYC', '.')}</p>
        <TextField label="PAN" value={pan} readOnly containerClassName="w-full sm:w-64" />
        <p className="text-sm text-ink-muted">
          The investor&apos;s e-KYC is started from this page for the PAN above. Until the KYC is registered, no
          transaction can be initiated for this PAN.
        </p>
        <Link href={NEW_TRANSACTION} className={buttonClassName('secondary')}>
          Back to New Transaction
        </Link>
      </section>
    </div>
  );
}
