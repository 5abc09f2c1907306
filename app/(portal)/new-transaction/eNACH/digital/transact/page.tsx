import type { Metadata } from 'next';
import { transactionType } from '@/lib/transactions/types';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { RegistrationScreen } from '../../../sip/digital/modes/_mandates/RegistrationScreen';

export const metadata: Metadata = { title: 'eNACH Registration' };

/** The eNACH entry of the transaction types: the folio is chosen on the registration form itself. */
export default async function EnachTransactPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <RegistrationScreen mandate="ENACH" path={transactionType('eNACH')!.digital} search={await searchParams} />;
}
