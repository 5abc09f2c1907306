import type { Metadata } from 'next';
import Link from 'next/link';
import { PageFailure } from '@/components/shell/PageFailure';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { nfoTransactPath } from '@/lib/api/reports';
import { NO_ACTIVE_NFO } from '@/lib/messages/reports';
import { orFailed, requireDistributor } from '@/server/auth/session';
import { getActiveNfos } from '@/server/services/reports/reports';

export const metadata: Metadata = { title: 'Create NFO Link' };

/** The new fund offers open today (the registrar's day); each card leads to its link form. */
export default async function NfoFundsPage() {
  const auth = await requireDistributor();
  const offers = await orFailed(getActiveNfos(auth));
  if (!offers) return <PageFailure />;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Create NFO Link</h1>
      {offers.length === 0 ? (
        <EmptyState title={NO_ACTIVE_NFO} />
      ) : (
        <ul aria-label="Active NFOs" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((o) => (
            <li key={o.scheme} className="flex flex-col justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
              <div>
                <h2 className="font-semibold text-ink">{o.name}</h2>
                <p className="text-sm text-ink-muted">{o.fundName}</p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-ink-muted">Opens</dt>
                    <dd className="tabular-nums">{o.opens}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-ink-muted">Closes</dt>
                    <dd className="tabular-nums">{o.closes}</dd>
                  </div>
                </dl>
              </div>
              <Link href={nfoTransactPath(o.scheme)} className={buttonClassName('primary', 'sm')}>
                Create NFO Link<span className="sr-only"> for {o.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
