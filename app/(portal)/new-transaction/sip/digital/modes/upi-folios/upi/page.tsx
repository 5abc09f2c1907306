import type { Metadata } from 'next';
import { transactionKind } from '@/server/transactions/registry';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { RegistrationScreen } from '../../_mandates/RegistrationScreen';

const KIND = transactionKind('upi-mandate');

export const metadata: Metadata = { title: KIND.title };

export default async function UpiRegistrationPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <RegistrationScreen mandate="UPI" path={KIND.form} search={await searchParams} />;
}
