import type { Metadata } from 'next';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { DIGITAL_ROUTES, flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { euinChoices, otherSchemeChoices, purchaseCategories, purchaseFolios } from '@/server/services/purchase-lists';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import { flowFromPage, type FlowSearch } from '@/server/services/transaction-flow';
import { transactionInvestor } from '@/server/services/transaction-investor';
import { AdditionalPurchaseForm } from './AdditionalPurchaseForm';

export const metadata: Metadata = { title: 'Additional Purchase' };

const TITLE = 'Additional Purchase';

export default async function AdditionalPurchasePage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  if (!flow) return <NoInvestor title={TITLE} />;

  const [investor, folios, categories, arnEuins, draft] = await orSignIn(
    Promise.all([
      transactionInvestor(auth, flow.pan),
      purchaseFolios(auth, flow.pan),
      purchaseCategories(),
      euinChoices(auth, ''),
      loadTransactionDraft(auth, 'additional-purchase', flow.pan),
    ]),
  );
  if (!investor) return <NoInvestor title={TITLE} />;
  // Zero-balance folios are not offered (seed 001 section 4).
  const open = folios.filter((f) => !f.zeroBalance);
  const restored = draft?.values ?? null;
  const newScheme = restored?.schemeType === 'NEW' && restored.folio && restored.category;
  const subArn = restored?.subArnCode ?? '';
  const [schemes, restoredEuins] = await orSignIn(
    Promise.all([newScheme ? otherSchemeChoices(auth, restored.folio!, restored.category!) : [], subArn ? euinChoices(auth, subArn) : null]),
  );

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(DIGITAL_ROUTES['additional-purchase'], flow.f)} />}
      <AdditionalPurchaseForm
        f={flow.f}
        arn={auth.session.arn}
        folios={open}
        categories={categories}
        arnEuins={arnEuins ?? []}
        restoredEuins={restoredEuins}
        draft={restored}
        restoredSchemes={{ category: newScheme ? restored.category! : '', folio: newScheme ? restored.folio! : null, schemes }}
      />
    </TransactionFrame>
  );
}
