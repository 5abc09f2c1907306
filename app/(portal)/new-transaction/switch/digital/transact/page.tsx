import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { transactionKind } from '@/server/transactions/registry';
import { orSignIn } from '@/server/auth/session';
import { euinChoices, purchaseCategories } from '@/server/services/purchase/purchase-lists';
import { outgoingBook } from '@/server/services/redemption/redemption-holdings';
import { switchInChoices } from '@/server/services/redemption/switch';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { SwitchForm } from './SwitchForm';

const KIND = transactionKind('switch');

export const metadata: Metadata = { title: KIND.title };

export default async function SwitchPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([outgoingBook(auth, pan, 'switch'), purchaseCategories(), euinChoices(auth, ''), loadTransactionDraft(auth, KIND.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, data: [book, categories, arnEuins, draft] } = screen;
  // A restored draft's switch-in list comes with the page, so its chosen scheme shows at once.
  const folio = draft?.values.folio && book.folios.some((x) => x.acno === draft.values.folio) ? draft.values.folio : '';
  const category = folio ? (draft?.values.category ?? '') : '';
  const schemes = folio && category ? await orSignIn(switchInChoices(auth, folio, category)) : [];

  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <SwitchForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        arn={auth.session.arn}
        folios={book.folios}
        categories={categories}
        arnEuins={arnEuins ?? []}
        draft={draft?.values ?? null}
        restoredSchemes={folio && category ? { folio, category, schemes } : null}
      />
    </TransactionScreenFrame>
  );
}
