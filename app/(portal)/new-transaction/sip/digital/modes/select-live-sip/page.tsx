import type { Metadata } from 'next';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { SELECT_LIVE_SIP, SELECT_LIVE_SIP_TITLE } from '@/lib/transactions/live-sip-routes';
import { liveSipsOf } from '@/server/services/sip/sip-changes';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { LiveSipTable } from './LiveSipTable';

export const metadata: Metadata = { title: SELECT_LIVE_SIP_TITLE };

/** The investor's live SIPs per folio, each saying what can be changed now (seed 002 section 2.1). */
export default async function SelectLiveSipPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const screen = await openTransactionScreen(await searchParams, SELECT_LIVE_SIP, liveSipsOf);
  if (!screen) return <NoInvestor title={SELECT_LIVE_SIP_TITLE} />;
  return (
    <TransactionScreenFrame title={SELECT_LIVE_SIP_TITLE} screen={screen}>
      <LiveSipTable sips={screen.data} f={screen.flow.f} />
    </TransactionScreenFrame>
  );
}
