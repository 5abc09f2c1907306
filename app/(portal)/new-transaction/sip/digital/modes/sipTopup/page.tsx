import type { Metadata } from 'next';
import Link from 'next/link';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDisplayDay, istDay } from '@/lib/dates';
import { topupAllowed, TOPUP_MESSAGES } from '@/lib/forms/sip/sip-topup-fields';
import { flowHref } from '@/lib/transactions/routes';
import { SELECT_LIVE_SIP, SIP_TOPUP, SIP_TOPUP_TITLE } from '@/lib/transactions/live-sip-routes';
import { liveSipsOf, NO_LIVE_SIP, topupFacts } from '@/server/services/sip/sip-changes';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { TopupForm } from './TopupForm';

export const metadata: Metadata = { title: SIP_TOPUP_TITLE };

/** SIP TOP-UP for the live SIP chosen on the selection table (?sip=its number). */
export default async function SipTopupPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const search = await searchParams;
  const ihno = typeof search.sip === 'string' ? search.sip : '';
  const screen = await openTransactionScreen(search, SIP_TOPUP, liveSipsOf);
  if (!screen) return <NoInvestor title={SIP_TOPUP_TITLE} />;
  const list = flowHref(SELECT_LIVE_SIP, screen.flow.f);
  const sip = screen.data.find((s) => s.ihno === ihno);
  const facts = sip ? topupFacts(sip) : null;
  const back = (
    <Link href={list} className={buttonClassName('secondary')}>
      Back to live SIPs
    </Link>
  );
  // The address keeps the SIP: the flow token is added in place, the SIP's number stays.
  const frame = { ...screen, address: screen.address ? `${screen.address}&sip=${encodeURIComponent(ihno)}` : null };
  return (
    <TransactionScreenFrame title={SIP_TOPUP_TITLE} screen={frame}>
      {!sip || !facts ? (
        <EmptyState title={NO_LIVE_SIP} action={back} />
      ) : !topupAllowed(facts) ? (
        <EmptyState title={TOPUP_MESSAGES.fewInstalments} action={back} />
      ) : (
        <TopupForm
          sip={sip}
          f={screen.flow.f}
          listHref={list}
          today={formatDisplayDay(istDay(new Date()))}
        />
      )}
    </TransactionScreenFrame>
  );
}
