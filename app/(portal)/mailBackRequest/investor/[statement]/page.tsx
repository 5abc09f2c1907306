import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { MailbackCrumbs } from '@/components/mailback/MailbackCrumbs';
import { PageFailure } from '@/components/shell/PageFailure';
import { selectionPath, statementByRoute } from '@/lib/mailback/statements';
import { requireDistributor } from '@/server/auth/session';
import { chosenInvestor } from '@/server/services/reports/mailback';
import { DividendForm } from './DividendForm';
import { NetworthForm } from './NetworthForm';
import { StatementForm } from './StatementForm';

export const metadata: Metadata = { title: 'Mailback statement' };

/** A statement for the investor chosen before (carried server-side); without one, the investor selection. */
export default async function StatementPage({ params }: { params: Promise<{ statement: string }> }) {
  const statement = statementByRoute(decodeURIComponent((await params).statement));
  if (!statement) notFound();
  const auth = await requireDistributor();
  const chosen = await chosenInvestor(auth).then(
    (investor) => ({ investor }),
    () => null,
  );
  if (!chosen) return <PageFailure />;
  if (!chosen.investor) redirect(selectionPath(statement));
  const { investor } = chosen;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <MailbackCrumbs statement={statement} current={statement.title} />
      <h1 className="text-xl font-semibold text-ink">{statement.title}</h1>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <p className="text-sm text-ink">
          Investor: <strong>{investor.name}</strong>
          {investor.email && (
            <>
              {' '}
              · mailed to the registered Email Id <strong>{investor.email}</strong>
            </>
          )}
        </p>
        {statement.call === 'networth' ? (
          <NetworthForm statement={statement} />
        ) : statement.call === 'dividend' ? (
          <DividendForm statement={statement} />
        ) : (
          <StatementForm statement={statement} />
        )}
      </section>
    </div>
  );
}
