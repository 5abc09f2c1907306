import type { Metadata } from 'next';
import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import { DIGITAL_ROUTES } from '@/lib/transactions/routes';
import type { FlowSearch } from '@/server/services/transaction-flow';

export const metadata: Metadata = { title: 'Additional purchase summary' };

export default async function AdditionalPurchaseConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return (
    <ConfirmScreen
      kind="additional-purchase"
      formRoute={DIGITAL_ROUTES['additional-purchase']}
      title="ADDITIONAL PURCHASE SUMMARY"
      search={await searchParams}
    />
  );
}
