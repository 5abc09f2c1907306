import type { Metadata } from 'next';
import { MANDATE_LIST_TEXTS } from '@/lib/mandates/modes';
import { MODES_PATH } from '@/lib/mandates/paths';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { MandateListScreen } from '../_mandates/MandateListScreen';

export const metadata: Metadata = { title: MANDATE_LIST_TEXTS.otm.title };

export default async function OtmWithIsipPage({ searchParams }: { searchParams: Promise<FlowSearch> }) {
  return <MandateListScreen list="otm" path={`${MODES_PATH}/otm-with-isip`} search={await searchParams} />;
}
