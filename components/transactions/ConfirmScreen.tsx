import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import type { DraftKind } from '@/lib/transactions/kinds';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { loadTransactionDraft } from '@/server/services/transaction-drafts';
import { flowFromPage, type FlowSearch } from '@/server/services/transaction-flow';
import { transactionInvestor } from '@/server/services/transaction-investor';
import { Confirmation } from './Confirmation';
import { FlowAddress } from './FlowAddress';
import { NoInvestor } from './NoInvestor';
import { TransactionFrame } from './TransactionFrame';

export interface ConfirmScreenProps {
  kind: DraftKind;
  /** The form this confirms, which Back returns to. */
  formRoute: string;
  /** Shown when there is no submitted draft to confirm. */
  title: string;
  search: FlowSearch;
}

/** The confirm route of any transaction type: the submitted draft's summary and its Confirm. */
export async function ConfirmScreen({ kind, formRoute, title, search }: ConfirmScreenProps) {
  const auth = await requireDistributor();
  const flow = await flowFromPage(search, auth.session.userId);
  if (!flow) return <NoInvestor title={title} />;
  const [investor, draft] = await orSignIn(Promise.all([transactionInvestor(auth, flow.pan), loadTransactionDraft(auth, kind, flow.pan)]));
  if (!investor) return <NoInvestor title={title} />;
  const backHref = flowHref(formRoute, flow.f);
  const address = flow.fresh && <FlowAddress href={flowHref(`${formRoute}/confirm`, flow.f)} />;

  if (!draft?.view || !draft.confirmKey || !draft.refno) {
    return (
      <TransactionFrame title={title} investor={investor}>
        {address}
        <EmptyState
          title="There is nothing to confirm for this investor."
          description="Fill in the form and submit it to see its summary here."
          action={
            <Link href={backHref} className={buttonClassName('secondary')}>
              Back
            </Link>
          }
        />
      </TransactionFrame>
    );
  }
  return (
    <TransactionFrame title={draft.view.title} investor={investor}>
      {address}
      <Confirmation kind={kind} f={flow.f} confirmKey={draft.confirmKey} view={draft.view} backHref={backHref} />
    </TransactionFrame>
  );
}
