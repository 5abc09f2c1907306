import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { formatDisplayDay, istDay } from '@/lib/dates';
import { transactionKind } from '@/server/transactions/registry';
import { orSignIn } from '@/server/auth/session';
import { euinChoices, purchaseCategories } from '@/server/services/purchase/purchase-lists';
import { outgoingBook } from '@/server/services/redemption/redemption-holdings';
import { stpChoices } from '@/server/services/plans/stp';
import { switchInChoices } from '@/server/services/redemption/switch';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { StpForm } from './StpForm';

const KIND = transactionKind('stp');

export const metadata: Metadata = { title: KIND.title };

export default async function StpPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([outgoingBook(auth, pan, 'switch'), purchaseCategories(), euinChoices(auth, ''), stpChoices(auth), loadTransactionDraft(auth, KIND.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, data: [book, categories, arnEuins, choices, draft] } = screen;
  // A restored draft's transfer-to list comes with the page, so its chosen scheme shows at once.
  const folio = draft?.values.folio && book.folios.some((x) => x.acno === draft.values.folio) ? draft.values.folio : '';
  const category = folio ? (draft?.values.category ?? '') : '';
  const schemes = folio && category ? await orSignIn(switchInChoices(auth, folio, category)) : [];
  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <StpForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        arn={auth.session.arn}
        book={book}
        categories={categories}
        arnEuins={arnEuins ?? []}
        choices={choices}
        draft={draft?.values ?? null}
        restoredSchemes={folio && category ? { folio, category, schemes } : null}
        today={formatDisplayDay(istDay(new Date()))}
      />
    </TransactionScreenFrame>
  );
}
