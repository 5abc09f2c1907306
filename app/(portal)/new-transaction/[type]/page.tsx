import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FlowAddress } from '@/components/transactions/FlowAddress';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionFrame } from '@/components/transactions/TransactionFrame';
import { ChevronRightIcon } from '@/components/ui/icons';
import { flowHref } from '@/lib/transactions/routes';
import { orSignIn, requireDistributor } from '@/server/auth/session';
import { flowFromPage, type FlowSearch } from '@/server/services/transactions/transaction-flow';
import { transactionInvestor } from '@/server/services/transactions/transaction-investor';
import { physicalPath, transactionType } from '@/lib/transactions/types';

export const metadata: Metadata = { title: 'Mode of Transaction' };

const TITLE = 'Mode of Transaction';
const PHYSICAL_STEPS = ['Upload the order form', 'Upload the cheque', 'Submit the cheque at the nearest registrar branch'];
const card = 'flex h-full flex-col gap-3 rounded-card border bg-surface p-5 shadow-card';

interface Props {
  params: Promise<{ type: string }>;
  searchParams: Promise<FlowSearch>;
}

/** Digital or Physical for one transaction type; both cards carry the flow's investor on (?f=). */
export default async function ModeChooserPage({ params, searchParams }: Props) {
  const { type } = await params;
  const mode = transactionType(type);
  if (!mode) notFound();
  const auth = await requireDistributor();
  const flow = await flowFromPage(await searchParams, auth.session.userId);
  const investor = flow ? await orSignIn(transactionInvestor(auth, flow.pan)) : null;
  if (!flow || !investor) return <NoInvestor title={TITLE} />;

  return (
    <TransactionFrame title={TITLE} investor={investor}>
      {flow.fresh && <FlowAddress href={flowHref(`/new-transaction/${type}`, flow.f)} />}
      <p className="text-sm text-ink-muted">{mode.title}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <Link href={flowHref(mode.digital, flow.f)} className={`${card} border-line hover:border-brand-600 hover:bg-brand-50`}>
            <h2 className="flex items-center justify-between text-base font-semibold text-brand-800">
              Digital Mode <ChevronRightIcon className="h-5 w-5" />
            </h2>
            <p className="text-sm text-ink-muted">Fill in the transaction online. The investor will receive an e-mail for approval and approves with an OTP.</p>
          </Link>
        </li>
        <li>
          {mode.physical ? (
            <Link href={flowHref(physicalPath(type), flow.f)} className={`${card} border-line hover:border-brand-600 hover:bg-brand-50`}>
              <PhysicalCardBody />
            </Link>
          ) : (
            <div className={`${card} border-dashed border-line-strong`}>
              <PhysicalCardBody unavailable />
              <p className="text-sm font-medium text-ink">Physical mode is not available for {mode.title}.</p>
            </div>
          )}
        </li>
      </ul>
    </TransactionFrame>
  );
}

function PhysicalCardBody({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <>
      <h2 className={`flex items-center justify-between text-base font-semibold ${unavailable ? 'text-ink-muted' : 'text-brand-800'}`}>
        Physical Mode {!unavailable && <ChevronRightIcon className="h-5 w-5" />}
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-muted">
        {PHYSICAL_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
