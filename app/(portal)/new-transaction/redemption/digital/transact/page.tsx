import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { DIGITAL_ROUTES, flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { bankChoices } from '@/server/services/redemption';
import { outgoingBook } from '@/server/services/redemption-holdings';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import { flowFromPage, type FlowSearch } from '@/server/services/transaction-flow';
import { transactionInvestor } from '@/server/services/transaction-investor';
import { RedemptionForm } from './RedemptionForm';

export const metadata: Metadata = { title: 'Redemption' };

const TITLE = 'Redemption';

export default async function RedemptionPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={TITLE} />;
  if (flow.fresh) redirect(flowHref(DIGITAL_ROUTES.redemption, flow.f));

  const [investor, book, draft] = await orSignIn(
    Promise.all([transactionInvestor(auth, flow.pan), outgoingBook(auth, flow.pan, 'redemption'), loadTransactionDraft(auth, 'redemption', flow.pan)]),
  );
  if (!investor) return <NoInvestor title={TITLE} />;
  // A restored draft's folio: its banks come with the page, so the chosen bank shows at once.
  const folio = draft?.values.folio && book.folios.some((x) => x.acno === draft.values.folio) ? draft.values.folio : '';
  const banks = folio ? await orSignIn(bankChoices(auth, folio)) : [];

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      <RedemptionForm f={flow.f} folios={book.folios} draft={draft?.values ?? null} restoredBanks={folio ? { folio, banks } : null} />
    </TransactionFrame>
  );
}
