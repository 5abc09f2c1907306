import type { Metadata } from 'next';
import { transactionKind } from '@/server/transactions/registry';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { RegistrationConfirmScreen } from '../../../_mandates/RegistrationConfirmScreen';

export const metadata: Metadata = { title: transactionKind('enach-mandate').summaryTitle };

export default async function EnachRegistrationConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <RegistrationConfirmScreen mandate="ENACH" search={await searchParams} />;
}
