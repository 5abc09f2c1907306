import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { DIGITAL_ROUTES, flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { euinChoices, purchaseCategories } from '@/server/services/purchase-lists';
import { outgoingBook } from '@/server/services/redemption-holdings';
import { switchInChoices } from '@/server/services/switch';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import { flowFromPage, type FlowSearch } from '@/server/services/transaction-flow';
import { transactionInvestor } from '@/server/services/transaction-investor';
import { SwitchForm } from './SwitchForm';

export const metadata: Metadata = { title: 'Switch' };

const TITLE = 'Switch';

export default async function SwitchPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={TITLE} />;
  if (flow.fresh) redirect(flowHref(DIGITAL_ROUTES.switch, flow.f));

  const [investor, book, categories, arnEuins, draft] = await orSignIn(
    Promise.all([
      transactionInvestor(auth, flow.pan),
      outgoingBook(auth, flow.pan, 'switch'),
      purchaseCategories(),
      euinChoices(auth, ''),
      loadTransactionDraft(auth, 'switch', flow.pan),
    ]),
  );
  if (!investor) return <NoInvestor title={TITLE} />;
  // A restored draft's switch-in list comes with the page, so its chosen scheme shows at once.
  const folio = draft?.values.folio && book.folios.some((x) => x.acno === draft.values.folio) ? draft.values.folio : '';
  const category = folio ? (draft?.values.category ?? '') : '';
  const schemes = folio && category ? await orSignIn(switchInChoices(auth, folio, category)) : [];

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      <SwitchForm
        f={flow.f}
        arn={auth.session.arn}
        folios={book.folios}
        categories={categories}
        arnEuins={arnEuins ?? []}
        draft={draft?.values ?? null}
        restoredSchemes={folio && category ? { folio, category, schemes } : null}
      />
    </TransactionFrame>
  );
}
