import type { Metadata } from 'next';
import { transactionKind } from '@/server/transactions/registry';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { RegistrationConfirmScreen } from '../../../_mandates/RegistrationConfirmScreen';

export const metadata: Metadata = { title: transactionKind('upi-mandate').summaryTitle };

export default async function UpiRegistrationConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <RegistrationConfirmScreen mandate="UPI" search={await searchParams} />;
}
