import type { Metadata } from 'next';
import { PageFailure } from '@/components/shell/PageFailure';
import { StatementTiles } from '@/components/mailback/StatementTiles';
import { requireDistributor } from '@/server/auth/session';
import { mailbackReports, recentRequests } from '@/server/services/reports/mailback';
import { RecentRequests } from './RecentRequests';
import { SelfRequestForm } from './SelfRequestForm';

export const metadata: Metadata = { title: 'Mailback Requests' };

export default async function MailbackHomePage({ searchParams }: { searchParams: Promise<{ report?: string }> }) {
  const auth = await requireDistributor();
  const [reports, requests] = await Promise.all([mailbackReports(auth).catch(() => null), recentRequests(auth).catch(() => null)]);
  if (!reports) return <PageFailure />;
  const { report } = await searchParams;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-xl font-semibold text-ink">Mailback Requests</h1>
      <section aria-labelledby="self-heading" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <h2 id="self-heading" className="text-lg font-semibold text-ink">
          My reports
        </h2>
        <SelfRequestForm reports={reports} initialReport={typeof report === 'string' ? report : ''} email={auth.session.userId} />
      </section>
      <section aria-labelledby="types-heading" className="space-y-3">
        <h2 id="types-heading" className="text-lg font-semibold text-ink">
          Investor statements
        </h2>
        <StatementTiles investorChosen={false} />
      </section>
      <RecentRequests requests={requests} />
    </div>
  );
}
