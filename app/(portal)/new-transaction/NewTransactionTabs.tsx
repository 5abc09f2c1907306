'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { whenIdle } from '@/components/ui/when-idle';
import type { JourneyInProgress } from '@/lib/api/new-investor';
import { ExistingInvestorSearch } from './ExistingInvestorSearch';

// The page opens on Existing Investor. The New Investor check (and the form library it brings) is
// fetched once the browser is idle, or when its tab is chosen, rather than with the page.
const loadNewInvestorCheck = () => import('./NewInvestorCheck').then((m) => ({ default: m.NewInvestorCheck }));
const NewInvestorCheck = lazy(loadNewInvestorCheck);

export function NewTransactionTabs({ nameSearch, inProgress }: { nameSearch: boolean; inProgress: readonly JourneyInProgress[] }) {
  const [tab, setTab] = useState('existing');
  useEffect(() => whenIdle(() => void loadNewInvestorCheck().catch(() => undefined)), []);
  return (
    <Tabs
      label="Investor"
      selected={tab}
      onChange={setTab}
      tabs={[
        { id: 'existing', label: 'Existing Investor', panel: <ExistingInvestorSearch nameSearch={nameSearch} /> },
        {
          id: 'new',
          label: 'New Investor',
          panel: (
            <Suspense fallback={<SkeletonLines label="Loading…" />}>
              <NewInvestorCheck inProgress={inProgress} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
