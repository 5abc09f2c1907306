'use client';

import { useState } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import type { JourneyInProgress } from '@/lib/api/new-investor';
import { ExistingInvestorSearch } from './ExistingInvestorSearch';
import { NewInvestorCheck } from './NewInvestorCheck';

export function NewTransactionTabs({ nameSearch, inProgress }: { nameSearch: boolean; inProgress: readonly JourneyInProgress[] }) {
  const [tab, setTab] = useState('existing');
  return (
    <Tabs
      label="Investor"
      selected={tab}
      onChange={setTab}
      tabs={[
        { id: 'existing', label: 'Existing Investor', panel: <ExistingInvestorSearch nameSearch={nameSearch} /> },
        { id: 'new', label: 'New Investor', panel: <NewInvestorCheck inProgress={inProgress} /> },
      ]}
    />
  );
}
