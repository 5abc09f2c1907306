import type { Metadata } from 'next';
import { MandateSipForm } from '@/components/transactions/sip/MandateSipForm';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { SipScreen } from '../../SipScreen';

export const metadata: Metadata = { title: 'SIP Registration' };

export default async function Page({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <SipScreen kind="sip-mandate" path="/new-transaction/sip/digital/modes/transact" search={await searchParams} form={MandateSipForm} />;
}
