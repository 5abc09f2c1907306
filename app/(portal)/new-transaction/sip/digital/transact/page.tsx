import type { Metadata } from 'next';
import { FolioSipForm } from '@/components/transactions/sip/FolioSipForm';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { SipScreen } from '../SipScreen';

export const metadata: Metadata = { title: 'SIP Registration' };

export default async function Page({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <SipScreen kind="sip" path="/new-transaction/sip/digital/transact" search={await searchParams} form={FolioSipForm} />;
}
