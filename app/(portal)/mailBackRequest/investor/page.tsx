import type { Metadata } from 'next';
import Link from 'next/link';
import { StatementTiles } from '@/components/mailback/StatementTiles';
import { PageFailure } from '@/components/shell/PageFailure';
import { INVESTOR_SELECTION_PATH } from '@/lib/mailback/statements';
import { requireDistributor } from '@/server/auth/session';
import { chosenInvestor } from '@/server/services/reports/mailback';

export const metadata: Metadata = { title: 'Mailback Types' };

export default async function MailbackTypesPage() {
  const auth = await requireDistributor();
  const chosen = await chosenInvestor(auth).then(
    (investor) => ({ investor }),
    () => null,
  );
  if (!chosen) return <PageFailure />;
  const { investor } = chosen;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-ink">Mailback Types</h1>
      {investor ? (
        <p className="text-sm text-ink">
          Statements for <strong>{investor.name}</strong>.{' '}
          <Link href={INVESTOR_SELECTION_PATH} className="text-brand-700 underline">
            Choose another investor
          </Link>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Choose a statement, then the investor it is for.</p>
      )}
      <StatementTiles investorChosen={!!investor} />
    </div>
  );
}
