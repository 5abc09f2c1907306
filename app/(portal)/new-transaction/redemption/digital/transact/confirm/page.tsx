import type { Metadata } from 'next';
import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import { DIGITAL_ROUTES } from '@/lib/transactions/routes';
import type { FlowSearch } from '@/server/services/transaction-flow';

export const metadata: Metadata = { title: 'Redemption summary' };

export default async function RedemptionConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <ConfirmScreen kind="redemption" formRoute={DIGITAL_ROUTES.redemption} title="Redemption Payment Summary" search={await searchParams} />;
}
