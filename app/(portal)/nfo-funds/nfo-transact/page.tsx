import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageFailure } from '@/components/shell/PageFailure';
import { Alert } from '@/components/ui/Alert';
import { roleOf } from '@/lib/auth/portal-session';
import { NFO_LINK_RULE_MESSAGES, ownCodeBlocksNfo } from '@/lib/rules/nfo-link';
import { fixesOwnTagging } from '@/lib/rules/team-roles';
import { orFailed, requireDistributor } from '@/server/auth/session';
import { euinChoices } from '@/server/services/purchase/purchase-lists';
import { getActiveNfos } from '@/server/services/reports/reports';
import { NfoLinkForm } from './NfoLinkForm';

export const metadata: Metadata = { title: 'NFO Link' };

/** The link form of the offer the route names; without an open offer chosen, back to the list. */
export default async function NfoTransactPage({ searchParams }: { searchParams: Promise<{ scheme?: string | string[] }> }) {
  const { scheme } = await searchParams;
  const chosen = typeof scheme === 'string' ? scheme.trim() : '';
  if (!chosen) redirect('/nfo-funds');
  const auth = await requireDistributor();
  const [offers, euins] = await Promise.all([orFailed(getActiveNfos(auth)), orFailed(euinChoices(auth, ''))]);
  if (!offers) return <PageFailure />;
  const offer = offers.find((o) => o.scheme === chosen);
  if (!offer) redirect('/nfo-funds');
  // An Adviser's own code goes on every link they make; one with letters cannot, so there is no form to fill.
  const ownCode = auth.session.member && fixesOwnTagging(roleOf(auth.session)) ? auth.session.member.subBroker : '';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link href="/nfo-funds" className="text-sm text-brand-700 underline hover:text-brand-800">
        Back to NFO funds
      </Link>
      <h1 className="text-xl font-semibold text-ink">Create NFO Link</h1>
      <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <p className="font-semibold text-ink">{offer.name}</p>
        <p className="text-sm text-ink-muted">
          Open <span className="tabular-nums">{offer.opens}</span> to <span className="tabular-nums">{offer.closes}</span>
        </p>
        {ownCodeBlocksNfo(ownCode) ? (
          <Alert tone="warning">{NFO_LINK_RULE_MESSAGES.ownCodeLettered}</Alert>
        ) : (
          <NfoLinkForm scheme={offer.scheme} arn={auth.session.arn} arnEuins={euins ?? []} />
        )}
      </section>
    </div>
  );
}
