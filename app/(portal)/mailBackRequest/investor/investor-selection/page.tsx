import type { Metadata } from 'next';
import { InvestorList } from '@/components/investors/InvestorList';
import type { MailBackStatement } from '@/components/investors/row-navigation';
import { MailbackCrumbs } from '@/components/mailback/MailbackCrumbs';
import { statementByKey } from '@/lib/mailback/statements';
import { requireSession } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Investors Selection' };

export default async function InvestorSelectionPage({ searchParams }: { searchParams: Promise<{ name?: string }> }) {
  await requireSession();
  const { name } = await searchParams;
  // Without a name key the consolidated statement is the default (seed 000 section 2).
  const statement = statementByKey(typeof name === 'string' ? name : 'consolidated');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <MailbackCrumbs statement={statement} />
      <h1 className="text-xl font-semibold text-ink">Investors Selection</h1>
      <p className="text-sm text-ink-muted">Select the investor to mail the {statement.title} to.</p>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InvestorList navigation={{ kind: 'mail-back', statement: statement.route as MailBackStatement }} />
      </section>
    </div>
  );
}
