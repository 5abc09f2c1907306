import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { NothingToConfirm } from '@/components/transactions/NothingToConfirm';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { modificationHref, SELECT_LIVE_SIP } from '@/lib/transactions/live-sip-routes';
import { transactionKind } from '@/server/transactions/registry';
import { flowHref, TRANSACTION_TYPES } from '@/lib/transactions/routes';
import { orSignIn } from '@/server/auth/session';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { asksRegistrar } from '@/server/transactions/order-asked';
import { openTransactionScreen } from '@/server/transactions/screen';
import { ModificationConfirmation } from './ModificationConfirmation';

const KIND = transactionKind('sip-modification');

export const metadata: Metadata = { title: KIND.summaryTitle };

/** Existing versus modified, Back to the form with its values, and Submit once (seed 002 sections 2.1 and 4.4). */
export default async function SipModificationSummaryPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.confirmPage);
  if (!screen) return <NoInvestor title={KIND.summaryTitle} />;
  const f = screen.flow.f;
  const draft = await orSignIn(loadTransactionDraft(screen.auth, KIND.kind, screen.flow.pan));
  // Back reopens the form on the draft's SIP, where the server restores the values.
  const backHref = draft?.values.ihno ? modificationHref(f, draft.values.ihno) : flowHref(SELECT_LIVE_SIP, f);
  return (
    <TransactionScreenFrame title={KIND.summaryTitle} screen={screen}>
      {draft?.view && draft.confirmKey && draft.refno ? (
        <ModificationConfirmation
          kind={KIND.kind}
          f={f}
          confirmKey={draft.confirmKey}
          view={draft.view}
          backHref={backHref}
          another={{ name: screen.investor.name, href: flowHref(TRANSACTION_TYPES, f) }}
          orderCheck={asksRegistrar(KIND.kind)}
        />
      ) : (
        <NothingToConfirm backHref={backHref} />
      )}
    </TransactionScreenFrame>
  );
}
