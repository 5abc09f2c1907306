import type { Metadata } from 'next';
import { MANDATE_LIST_TEXTS } from '@/lib/mandates/modes';
import { MODES_PATH } from '@/lib/mandates/paths';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { MandateListScreen } from '../_mandates/MandateListScreen';

export const metadata: Metadata = { title: MANDATE_LIST_TEXTS.enach.title };

export default async function EnachFoliosPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <MandateListScreen list="enach" path={`${MODES_PATH}/enach-folios`} search={await searchParams} />;
}
