import type { Metadata } from 'next';
import Link from 'next/link';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { Alert } from '@/components/ui/Alert';
import { ChevronRightIcon } from '@/components/ui/icons';
import { MODE_TILES } from '@/lib/mandates/modes';
import { MODES_PATH } from '@/lib/mandates/paths';
import { flowHref } from '@/lib/transactions/routes';
import { ISIP_NOTE } from '@/lib/transactions/types';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';

const TITLE = 'Select Mode of Registration';

export const metadata: Metadata = { title: TITLE };

/** The SIP's Digital card: how the SIP will be paid, or a change to a live one. Every tile carries the flow on. */
export default async function SipModesPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, MODES_PATH);
  if (!screen) return <NoInvestor title={TITLE} />;
  return (
    <TransactionScreenFrame title={TITLE} screen={screen}>
      {!screen.investor.holdsFund && <Alert tone="info">{ISIP_NOTE}</Alert>}
      <ul aria-label="Modes of registration" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {MODE_TILES.map((tile) => (
          <li key={tile.label}>
            <Link
              href={flowHref(tile.href, screen.flow.f)}
              className="flex h-full items-start justify-between gap-3 rounded-card border border-line bg-surface p-4 shadow-card hover:border-brand-600 hover:bg-brand-50"
            >
              <span>
                <span className="block font-semibold text-brand-800">{tile.label}</span>
                <span className="mt-1 block text-sm text-ink-muted">{tile.description}</span>
              </span>
              <ChevronRightIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
    </TransactionScreenFrame>
  );
}
