import type { Metadata } from 'next';
import Link from 'next/link';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { buttonClassName } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { NEW_TRANSACTION } from '@/lib/transactions/routes';
import { selectedNewInvestor } from '@/server/auth/selected-investor';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Applicant Details' };

const TITLE = 'Applicant Details';

/**
 * The first step of the new-investor journey. The PAN and the KRA's name arrive sealed from the New
 * Investor check (never in the address); both are locked here, as the KRA is their source.
 */
export default async function ApplicantDetailsPage() {
  const session = await requireSession();
  const applicant = await selectedNewInvestor(session.userId);
  if (!applicant) return <NoInvestor title={TITLE} />;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">{TITLE}</h1>
      <section className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <p className="text-sm text-ink">This investor is KYC registered and new to your book.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="PAN" value={applicant.pan} readOnly />
          <TextField label="Name as per KRA" value={applicant.kraName || '-NA-'} readOnly />
        </div>
        <Link href={NEW_TRANSACTION} className={buttonClassName('secondary')}>
          Back
        </Link>
      </section>
    </div>
  );
}
