import Link from 'next/link';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { Alert } from '@/components/ui/Alert';
import { ChevronRightIcon } from '@/components/ui/icons';
import { stepPath } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { ISIP_NOTE } from '@/lib/transactions/types';

/**
 * The transaction types of a KYC-registered newcomer (seed 000 section 4: the types, or the new-investor
 * application): with no folio yet, a lumpsum or an iSIP through the new-investor application, which is
 * also where Back from its first step returns to.
 */
export function NewInvestorTypes({ title, investor }: { title: string; investor: { name: string; pan: string } }) {
  return (
    <TransactionFrame title={title} investor={investor}>
      <Alert tone="info">{ISIP_NOTE}</Alert>
      <ul aria-label="Transaction types" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link
            href={stepPath(newInvestorJourney, 'applicant-details')}
            className="flex h-full items-start justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card hover:border-brand-600 hover:bg-brand-50"
          >
            <span>
              <span className="block font-semibold text-brand-800">New Investor (Lumpsum / iSIP)</span>
              <span className="mt-1 block text-sm text-ink-muted">Open the investor&apos;s first folio with a lumpsum or an iSIP.</span>
            </span>
            <ChevronRightIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          </Link>
        </li>
      </ul>
    </TransactionFrame>
  );
}
