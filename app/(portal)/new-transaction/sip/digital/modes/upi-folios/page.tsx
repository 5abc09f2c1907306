import type { Metadata } from 'next';
import { MANDATE_LIST_TEXTS } from '@/lib/mandates/modes';
import { MODES_PATH } from '@/lib/mandates/paths';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { MandateListScreen } from '../_mandates/MandateListScreen';

export const metadata: Metadata = { title: MANDATE_LIST_TEXTS.upi.title };

export default async function UpiFoliosPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <MandateListScreen list="upi" path={`${MODES_PATH}/upi-folios`} search={await searchParams} />;
}
