import { NoInvestor } from '@/components/transactions/NoInvestor';
import { TransactionScreenFrame } from '@/components/transactions/TransactionScreenFrame';
import type { MandateList as ListKey } from '@/lib/api/mandates';
import { MANDATE_LIST_TEXTS } from '@/lib/mandates/modes';
import { mandateFolios } from '@/server/services/mandates/mandates';
import type { FlowSearch } from '@/server/services/transactions/transaction-flow';
import { openTransactionScreen } from '@/server/transactions/screen';
import { MandateList } from './MandateList';

/** A mandate list page (eNACH, UPI Autopay, one-time): the investor's folios; the list itself loads per folio. */
export async function MandateListScreen({ list, path, search }: { list: ListKey; path: string; search: FlowSearch }) {
  const texts = MANDATE_LIST_TEXTS[list];
  const screen = await openTransactionScreen(search, path, mandateFolios);
  if (!screen) return <NoInvestor title={texts.title} />;
  return (
    <TransactionScreenFrame title={texts.title} screen={screen}>
      <MandateList list={list} f={screen.flow.f} folios={screen.data} />
    </TransactionScreenFrame>
  );
}
