import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { transactionKind } from '@/server/transactions/registry';
import { allPlanRecords, reasonChoices } from '@/server/services/plans/sip-cancellation';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { CancellationForm } from './CancellationForm';

const KIND = transactionKind('sip-cancellation');

export const metadata: Metadata = { title: KIND.title };

/** The investor's SIP, STP and SWP records, each to pause (SIPs) or cancel (seed 001 sections 2 and 4). */
export default async function SipCancellationPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, KIND.form, (auth, pan) => Promise.all([allPlanRecords(auth, pan), reasonChoices(auth)]));
  if (!screen) return <NoInvestor title={KIND.title} />;
  const [records, reasons] = screen.data;
  return (
    <TransactionScreenFrame title={KIND.title} screen={screen}>
      <CancellationForm target={{ kind: KIND.kind, f: screen.flow.f, confirm: KIND.confirmPage }} records={records} reasons={reasons} />
    </TransactionScreenFrame>
  );
}
