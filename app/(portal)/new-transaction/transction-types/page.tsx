import type { Metadata } from 'next';
import Link from 'next/link';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { Alert } from '@/components/ui/Alert';
import { ChevronRightIcon } from '@/components/ui/icons';
import { flowHref, TRANSACTION_TYPES } from '@/lib/transactions/routes';
import { modeChooserPath } from '@/lib/transactions/types';
import { ISIP_NOTE, tilesFor } from '@/lib/transactions/types';
import { selectedNewInvestor } from '@/server/auth/selected-investor';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { flowFromPage, type FlowSearch } from '@/server/services/transactions/transaction-flow';
import { transactionInvestor } from '@/server/services/transactions/transaction-investor';
import { ClearDraftsOnMount } from './ClearDraftsOnMount';
import { DigitalModeTip } from './DigitalModeTip';
import { NewInvestorTypes } from './NewInvestorTypes';

export const metadata: Metadata = { title: 'Select Transaction Type' };

const TITLE = 'Select Transaction Type';

export default async function TransactionTypesPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const search = await searchParams;
  const flow = await flowFromPage(search, auth.session.userId);
  if (!flow) {
    // Without an investor named in the address, a KYC-registered newcomer chosen on New Transaction.
    const newcomer = search.f || search.pan ? null : await selectedNewInvestor(auth.session.userId);
    return newcomer ? <NewInvestorTypes title={TITLE} investor={{ name: newcomer.kraName, pan: newcomer.pan }} /> : <NoInvestor title={TITLE} />;
  }
  const investor = await orSignIn(transactionInvestor(auth, flow.pan));
  if (!investor) return <NoInvestor title={TITLE} />;

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(TRANSACTION_TYPES, flow.f)} />}
      <ClearDraftsOnMount f={flow.f} />
      <DigitalModeTip />
      {!investor.holdsFund && <Alert tone="info">{ISIP_NOTE}</Alert>}
      <ul aria-label="Transaction types" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {tilesFor(investor.holdsFund).map((tile) => (
          <li key={tile.type}>
            <Link
              href={flowHref(modeChooserPath(tile.type), flow.f)}
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
      {investor.holdsFund && (
        <p className="text-sm text-ink-muted">
          A change to the investor&apos;s folio details (bank, nominee, contact)?{' '}
          <Link href={flowHref(modeChooserPath('nct-type'), flow.f)} className="text-brand-700 underline hover:text-brand-800">
            Non-Commercial Transaction (NCT)
          </Link>
        </p>
      )}
    </TransactionFrame>
  );
}
