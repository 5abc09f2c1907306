import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { formatDisplayDay, istDay } from '@/lib/dates';
import { transactionKind } from '@/server/transactions/registry';
import { outgoingBook } from '@/server/services/redemption/redemption-holdings';
import { swpChoices } from '@/server/services/plans/swp';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { SwpForm } from './SwpForm';

const KIND = transactionKind('swp');

export const metadata: Metadata = { title: KIND.title };

export default async function SwpPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([outgoingBook(auth, pan, 'redemption'), swpChoices(auth), loadTransactionDraft(auth, KIND.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const [book, choices, draft] = screen.data;
  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <SwpForm
        target={{ kind: KIND.kind, f: screen.flow.f, confirm: KIND.confirmPage }}
        book={book}
        choices={choices}
        draft={draft?.values ?? null}
        today={formatDisplayDay(istDay(new Date()))}
      />
    </TransactionScreenFrame>
  );
}
