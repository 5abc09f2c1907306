import type { Metadata } from 'next';
import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import { DIGITAL_ROUTES } from '@/lib/transactions/routes';
import type { FlowSearch } from '@/server/services/transaction-flow';

export const metadata: Metadata = { title: 'Switch summary' };

export default async function SwitchConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <ConfirmScreen kind="switch" formRoute={DIGITAL_ROUTES.switch} title="Switch Payment Summary" search={await searchParams} />;
}
