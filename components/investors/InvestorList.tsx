'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { bff } from '@/components/bff/client';
import { Alert } from '@/components/ui/Alert';
import { Tabs } from '@/components/ui/Tabs';
import { INVESTOR_TAB_LABELS, INVESTOR_TABS, type InvestorTab } from '@/lib/forms/investors/investor-tabs';
import {
  INVESTOR_API,
  type InvestorListItem,
  type InvestorListResponse,
  type SelectInvestorRequest,
  type SelectInvestorResponse,
} from '@/lib/api/investors';
import { InitiateDialogs } from './InitiateDialogs';
import { InvestorTabPanel } from './InvestorTabPanel';
import { PanSearchForm } from './PanSearchForm';
import { RowAction } from './RowAction';
import { investorDetailPath, mailBackStatementPath, type InvestorNavigation } from './row-navigation';
import { useInitiateInvestment } from './use-initiate-investment';

export interface InvestorListProps {
  /** What a row leads to; chosen by the page that embeds the list. */
  navigation: InvestorNavigation;
  /** The list's own PAN box; off where the page has a search of its own (New Transaction). */
  panSearch?: boolean;
  /** Page 1 of the ALL tab from the BFF's copy, rendered with the page so the first rows need no request. */
  initialPage?: InvestorListResponse | null;
}

/**
 * The distributor's investors with tabs ALL, FAVOURITE and RECENT and a PAN search, used by /investors,
 * New Transaction, mail-back and transaction history. Changing the tab reloads the list from the registrar.
 */
export function InvestorList({ navigation, panSearch = true, initialPage = null }: InvestorListProps) {
  const router = useRouter();
  const [tab, setTab] = useState<InvestorTab>('A');
  // Opening the page answers from the BFF's copy at once (the BFF fetches an old copy again behind the
  // answer); a tab change asks the registrar again, as the seed says. Scrolling and searching within a
  // list are served from the copy.
  const [freshTab, setFreshTab] = useState<InvestorTab | null>(null);
  const [opening, setOpening] = useState(0);
  const [pan, setPan] = useState('');
  const initiate = useInitiateInvestment('list', navigation.kind === 'new-transaction' ? navigation.prefix : undefined);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);

  const select = useCallback(
    async (investorPan: string) => {
      setSelecting(investorPan);
      setSelectError(null);
      const answer = await bff<SelectInvestorResponse>(INVESTOR_API.select, { body: { pan: investorPan, purpose: 'mail-back' } satisfies SelectInvestorRequest });
      if (answer.ok) {
        router.push(mailBackStatementPath(navigation.kind === 'mail-back' ? navigation.statement : undefined));
        return;
      }
      setSelectError(answer.message);
      setSelecting(null);
    },
    [navigation, router],
  );

  const renderName = (row: InvestorListItem) =>
    navigation.kind === 'investors' ? (
      <IntentLink href={investorDetailPath(row.pan)} className="text-brand-700 underline hover:text-brand-800">
        {row.name}
      </IntentLink>
    ) : (
      row.name
    );

  const renderAction = (row: InvestorListItem) => (
    <RowAction
      row={row}
      navigation={navigation}
      busy={initiate.busyPan === row.pan || selecting === row.pan}
      onTransact={initiate.start}
      onSelect={select}
    />
  );

  const error = initiate.error ?? selectError;
  return (
    <div className="space-y-4">
      {panSearch && (
        <PanSearchForm
          onSearch={(value) => {
            setFreshTab(null);
            setPan(value);
          }}
          active={pan !== ''}
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <Tabs
        label="Investor lists"
        selected={tab}
        onChange={(id) => {
          setTab(id as InvestorTab);
          setFreshTab(id as InvestorTab);
          setOpening((n) => n + 1);
        }}
        tabs={INVESTOR_TABS.map((t) => ({
          id: t,
          label: INVESTOR_TAB_LABELS[t].tab,
          panel: (
            <InvestorTabPanel
              tab={t}
              pan={pan}
              fresh={freshTab === t}
              opening={opening}
              initial={initialPage}
              renderName={renderName}
              renderAction={renderAction}
            />
          ),
        }))}
      />
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </div>
  );
}
