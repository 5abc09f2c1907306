import { NothingToConfirm } from '@/components/transactions/NothingToConfirm';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import type { MandateKind } from '@/lib/mandates/rules';
import { transactionKind } from '@/lib/transactions/registry';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn } from '@/server/auth/session';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import type { FlowSearch } from '@/server/services/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { RegistrationConfirmation } from './RegistrationConfirmation';
import { REGISTRATION_KIND } from './RegistrationScreen';

/** The registration summary (seed 002 section 4.1): the submitted draft, Back, and Submit once. */
export async function RegistrationConfirmScreen({ mandate, search }: { mandate: MandateKind; search: FlowSearch }) {
  const kind = transactionKind(REGISTRATION_KIND[mandate]);
  const screen = await openTransactionScreen(search, kind.confirm);
  if (!screen) return <NoInvestor title={kind.summaryTitle} />;
  const draft = await orSignIn(loadTransactionDraft(screen.auth, kind.kind, screen.flow.pan));
  const backHref = flowHref(kind.form, screen.flow.f);
  if (!draft?.view || !draft.confirmKey || !draft.refno) {
    return (
      <TransactionScreenFrame title={kind.summaryTitle} screen={screen}>
        <NothingToConfirm backHref={backHref} />
      </TransactionScreenFrame>
    );
  }
  return (
    <TransactionScreenFrame title={draft.view.title} screen={screen}>
      <RegistrationConfirmation mandate={mandate} kind={kind.kind} f={screen.flow.f} confirmKey={draft.confirmKey} view={draft.view} backHref={backHref} />
    </TransactionScreenFrame>
  );
}
