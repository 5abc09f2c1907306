import type { Metadata } from 'next';
import Link from 'next/link';
import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import { buttonClassName } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDisplayDay, istDay } from '@/lib/dates';
import { modifiable, modificationBlock } from '@/lib/forms/sip/sip-modification-fields';
import { SELECT_LIVE_SIP } from '@/lib/transactions/live-sip-routes';
import { transactionKind } from '@/server/transactions/registry';
import { flowHref } from '@/lib/transactions/routes';
import { liveSipsOf, NO_LIVE_SIP } from '@/server/services/sip/sip-changes';
import { modificationStart } from '@/server/services/sip/sip-modification-screen';
import { loadTransactionDraft } from '@/server/services/transactions/transaction-drafts';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { ModificationForm } from './ModificationForm';

const KIND = transactionKind('sip-modification');

export const metadata: Metadata = { title: KIND.title };

/** SIP Modification of the live SIP chosen on the selection table (?sip=its number), or of the draft's SIP on Back. */
export default async function SipModificationPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  const search = await searchParams;
  const screen = await openTransactionScreen(search, KIND.form, (auth, pan) => Promise.all([liveSipsOf(auth, pan), loadTransactionDraft(auth, KIND.kind, pan)]));
  if (!screen) return <NoInvestor title={KIND.title} />;
  const [sips, draft] = screen.data;
  const ihno = typeof search.sip === 'string' && search.sip ? search.sip : (draft?.values.ihno ?? '');
  const sip = sips.find((s) => s.ihno === ihno);
  const today = istDay(new Date());
  const block = sip ? modificationBlock(modifiable(sip), today) : NO_LIVE_SIP;
  const back = (
    <Link href={flowHref(SELECT_LIVE_SIP, screen.flow.f)} className={buttonClassName('secondary')}>
      Back to live SIPs
    </Link>
  );
  // The address keeps the SIP: the flow token is added in place, the SIP's number stays.
  const frame = { ...screen, address: screen.address ? `${screen.address}&sip=${encodeURIComponent(ihno)}` : null };
  if (!sip || block) {
    return (
      <TransactionScreenFrame title={KIND.title} screen={frame}>
        <EmptyState title={block ?? NO_LIVE_SIP} action={back} />
      </TransactionScreenFrame>
    );
  }
  const start = await modificationStart(screen.auth, sip, draft?.values.ihno === sip.ihno ? draft.values : null, today);
  return (
    <TransactionScreenFrame title={KIND.title} screen={frame}>
      <ModificationForm
        target={{ kind: KIND.kind, f: screen.flow.f, confirm: KIND.confirmPage }}
        sip={{ sipType: sip.sipType, mandateAmount: sip.mandateAmount, mandateEnd: sip.mandateEndDate, schemeName: sip.schemeName }}
        today={formatDisplayDay(today)}
        {...start}
      />
    </TransactionScreenFrame>
  );
}
