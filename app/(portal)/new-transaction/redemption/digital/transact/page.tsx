import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { transactionKind } from '@/server/transactions/registry';
import { orSignIn } from '@/server/auth/session';
import { bankChoices } from '@/server/services/redemption/redemption';
import { outgoingBook } from '@/server/services/redemption/redemption-holdings';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { RedemptionForm } from './RedemptionForm';

const KIND = transactionKind('redemption');

export const metadata: Metadata = { title: KIND.title };

export default async function RedemptionPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([outgoingBook(auth, pan, 'redemption'), loadTransactionDraft(auth, KIND.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, data: [book, draft] } = screen;
  // A restored draft's folio: its banks come with the page, so the chosen bank shows at once.
  const folio = draft?.values.folio && book.folios.some((x) => x.acno === draft.values.folio) ? draft.values.folio : '';
  const banks = folio ? await orSignIn(bankChoices(auth, folio)) : [];

  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <RedemptionForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        folios={book.folios}
        draft={draft?.values ?? null}
        restoredBanks={folio ? { folio, banks } : null}
      />
    </TransactionScreenFrame>
  );
}
