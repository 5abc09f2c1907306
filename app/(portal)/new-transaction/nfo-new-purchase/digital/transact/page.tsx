import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { transactionKind } from '@/server/transactions/registry';
import { orSignIn } from '@/server/auth/session';
import { newFolioNeedsNomination } from '@/server/services/investors/investor-problems';
import { placeLists } from '@/server/services/onboarding/new-investor-lists';
import { euinChoices, newPurchaseChoices, purchaseCategories } from '@/server/services/purchase/purchase-lists';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { LumpsumForm } from './LumpsumForm';

const KIND = transactionKind('nfo-new-purchase');

export const metadata: Metadata = { title: KIND.title };

export default async function LumpsumPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) =>
    Promise.all([purchaseCategories(), euinChoices(auth, ''), loadTransactionDraft(auth, KIND.kind, pan), newFolioNeedsNomination(auth, pan)]),
  );
  if (!screen) return <NoInvestor title={KIND.title} />;
  const { auth, flow, investor, data: [categories, arnEuins, draft, needsNomination] } = screen;
  // A restored draft's category: its schemes come with the page, so the chosen scheme shows at once.
  const category = draft?.values.category ?? '';
  const subArn = draft?.values.subArnCode ?? '';
  // The registrar holds no nomination for the investor: the new folio carries its own, chosen from its lists.
  const [schemes, restoredEuins, nomineeLists] = await orSignIn(
    Promise.all([category ? newPurchaseChoices(category) : [], subArn ? euinChoices(auth, subArn) : null, needsNomination ? placeLists(auth) : null]),
  );

  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <LumpsumForm
        target={{ kind: KIND.kind, f: flow.f, confirm: KIND.confirmPage }}
        arn={auth.session.arn}
        investor={{ name: investor.name, email: investor.email, mobile: investor.mobile }}
        categories={categories}
        arnEuins={arnEuins ?? []}
        restoredEuins={restoredEuins}
        draft={draft?.values ?? null}
        restoredSchemes={{ category, folio: null, schemes }}
        nomineeLists={nomineeLists}
      />
    </TransactionScreenFrame>
  );
}
