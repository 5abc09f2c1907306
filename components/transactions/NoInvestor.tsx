import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { NEW_TRANSACTION } from '@/lib/transactions/routes';

export const NO_INVESTOR = 'No Investor PAN found. Please submit investor PAN.';

/** A transaction screen opened without an investor of the distributor's book. */
export function NoInvestor({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      <EmptyState
        title={NO_INVESTOR}
        action={
          <Link href={NEW_TRANSACTION} className={buttonClassName('secondary')}>
            Find an investor
          </Link>
        }
      />
    </div>
  );
}
