import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { transactionKind } from '@/server/transactions/registry';
import { orSignIn } from '@/server/auth/session';
import { euinChoices, otherSchemeChoices, purchaseCategories, purchaseFolios } from '@/server/services/purchase/purchase-lists';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { AdditionalPurchaseForm } from './AdditionalPurchaseForm';

const KIND = transactionKind('additional-purchase');

export const metadata: Metadata = { title: KIND.title };

export default async function AdditionalPurchasePage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([purchaseFolios(auth, pan), purchaseCategories(), euinChoices(auth, ''), loadTransactionDraft(auth, KIND.kind, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, data: [folios, categories, arnEuins, draft] } = screen;
  // Zero-balance folios are not offered (seed 001 section 4).
  const open = folios.filter((f) => !f.zeroBalance);
  const restored = draft?.values ?? null;
  const newScheme = restored?.schemeType === 'NEW' && restored.folio && restored.category ? restored : null;
  const subArn = restored?.subArnCode ?? '';
  const [schemes, restoredEuins] = await orSignIn(
    Promise.all([newScheme ? otherSchemeChoices(auth, newScheme.folio, newScheme.category) : [], subArn ? euinChoices(auth, subArn) : null]),
  );

  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <AdditionalPurchaseForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        arn={auth.session.arn}
        folios={open}
        categories={categories}
        arnEuins={arnEuins ?? []}
        restoredEuins={restoredEuins}
        draft={restored}
        restoredSchemes={{ category: newScheme?.category ?? '', folio: newScheme?.folio ?? null, schemes }}
      />
    </TransactionScreenFrame>
  );
}
