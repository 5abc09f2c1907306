import type { Metadata } from 'next';
import { ConfirmScreen } from '@/components/transactions/ConfirmScreen';
import { DIGITAL_ROUTES } from '@/lib/transactions/routes';
import type { FlowSearch } from '@/server/services/transaction-flow';

export const metadata: Metadata = { title: 'Lumpsum summary' };

export default async function LumpsumConfirmPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <ConfirmScreen kind="lumpsum" formRoute={DIGITAL_ROUTES.lumpsum} title="LUMPSUM SUMMARY" search={await searchParams} />;
}
