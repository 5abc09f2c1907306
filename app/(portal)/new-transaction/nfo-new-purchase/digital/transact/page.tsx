import type { Metadata } from 'next';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { DIGITAL_ROUTES, flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { euinChoices, newPurchaseChoices, purchaseCategories } from '@/server/services/purchase-lists';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import { flowFromPage, type FlowSearch } from '@/server/services/transaction-flow';
import { transactionInvestor } from '@/server/services/transaction-investor';
import { LumpsumForm } from './LumpsumForm';

export const metadata: Metadata = { title: 'Lumpsum' };

const TITLE = 'Lumpsum';

export default async function LumpsumPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={TITLE} />;

  const [investor, categories, arnEuins, draft] = await orSignIn(
    Promise.all([
      transactionInvestor(auth, flow.pan),
      purchaseCategories(),
      euinChoices(auth, ''),
      loadTransactionDraft(auth, 'lumpsum', flow.pan),
    ]),
  );
  if (!investor) return <NoInvestor title={TITLE} />;
  // A restored draft's category: its schemes come with the page, so the chosen scheme shows at once.
  const category = draft?.values.category ?? '';
  const subArn = draft?.values.subArnCode ?? '';
  const [schemes, restoredEuins] = await orSignIn(
    Promise.all([category ? newPurchaseChoices(category) : [], subArn ? euinChoices(auth, subArn) : null]),
  );

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(DIGITAL_ROUTES.lumpsum, flow.f)} />}
      <LumpsumForm
        f={flow.f}
        arn={auth.session.arn}
        investor={{ name: investor.name, email: investor.email, mobile: investor.mobile }}
        categories={categories}
        arnEuins={arnEuins ?? []}
        restoredEuins={restoredEuins}
        draft={draft?.values ?? null}
        restoredSchemes={{ category, folio: null, schemes }}
      />
    </TransactionFrame>
  );
}
