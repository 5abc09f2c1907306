import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NothingToConfirm } from '@/components/transactions/NothingToConfirm';
import { transactionKind, type KindKey } from '@/server/transactions/registry';
import { flowHref, TRANSACTION_TYPES } from '@/lib/transactions/routes';
import { orSignIn, type DistributorAuth } from '@/server/auth/session';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { asksRegistrar } from '@/server/transactions/order-asked';
import { openTransactionScreen } from '@/server/transactions/screen';
import { Confirmation, type ConfirmationProps } from './Confirmation';
import { NoInvestor } from './NoInvestor';
import { TransactionScreenFrame } from './TransactionScreenFrame';

/** What the screen hands the confirmation: the draft, its key and where Back and the next transaction go. */
export type ShownDraft = Pick<ConfirmationProps, 'kind' | 'f' | 'confirmKey' | 'view' | 'backHref' | 'another' | 'orderCheck'>;

/**
 * The confirm route of any kind: the submitted draft's summary and its Confirm (seed 001, shared
 * confirmation screen). A kind with its own wording renders the shared Confirmation its own way.
 */
export async function ConfirmScreen({ kind: key, search, render }: {
  kind: KindKey;
  search: FlowSearch;
  /** A kind's own rendering; it may read more for the signed-in distributor and the flow's investor. */
  render?: (shown: ShownDraft, at: { auth: DistributorAuth; pan: string }) => ReactNode | Promise<ReactNode>;
}) {
  const kind = transactionKind(key);
  const screen = await openTransactionScreen(search, kind.confirmPage);
  if (!screen) return <NoInvestor title={kind.summaryTitle} />;
  const draft = await orSignIn(loadTransactionDraft(screen.auth, key, screen.flow.pan));
  const backHref = flowHref(kind.form, screen.flow.f);

  if (!draft?.view || !draft.confirmKey || !draft.refno) {
    return (
      <TransactionScreenFrame title={kind.summaryTitle} screen={screen}>
        <NothingToConfirm backHref={backHref} />
      </TransactionScreenFrame>
    );
  }
  const shown: ShownDraft = {
    kind: key, f: screen.flow.f, confirmKey: draft.confirmKey, view: draft.view, backHref,
    another: { name: screen.investor.name, href: flowHref(TRANSACTION_TYPES, screen.flow.f) },
    orderCheck: asksRegistrar(key),
  };
  return (
    <TransactionScreenFrame title={draft.view.title} screen={screen}>
      {render ? await orSignIn(Promise.resolve(render(shown, { auth: screen.auth, pan: screen.flow.pan }))) : <Confirmation {...shown} navNote={kind.navApplies} />}
    </TransactionScreenFrame>
  );
}

/** A kind's confirm page, declared in one line by its route. */
export function confirmPage(kind: KindKey) {
  const metadata: Metadata = { title: transactionKind(kind).summaryTitle };
  async function ConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
    return <ConfirmScreen kind={kind} search={await searchParams} />;
  }
  return { metadata, ConfirmPage };
}
