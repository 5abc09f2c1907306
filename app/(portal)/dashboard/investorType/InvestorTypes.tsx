'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { useSearchParams } from 'next/navigation';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { INVESTOR_TABS, investorTypeHref, investorTypeState, SUMMARY_LABELS } from '@/lib/drilldowns/investor-types';
import { useHydrated } from '@/components/ui/use-hydrated';
import { InvestorTypePanel } from './InvestorTypePanel';

export function InvestorTypes() {
  const state = investorTypeState(useSearchParams());
  const hydrated = useHydrated();
  return (
    <div className="space-y-3">
      <p className="text-ink-muted">
        From the dashboard&rsquo;s {SUMMARY_LABELS[state.type]}.{' '}
        <IntentLink href="/dashboard" className="text-brand-700 underline hover:text-brand-900">
          Back to Dashboard
        </IntentLink>
      </p>
      {!hydrated ? (
        <SkeletonLines lines={4} label="Loading investors…" />
      ) : (
        <Tabs
          label="Investors by type"
          selected={state.tab}
          // The query string keeps tab, fund and type, so a reload or a shared address opens the same list.
          onChange={(id) => {
            const tab = INVESTOR_TABS.find((t) => t.id === id)?.id ?? 'New';
            window.history.replaceState(null, '', investorTypeHref({ ...state, tab }));
          }}
          tabs={INVESTOR_TABS.map((t) => ({
            id: t.id,
            label: t.label,
            panel: <InvestorTypePanel tab={t.id} fund={state.fund} />,
          }))}
        />
      )}
    </div>
  );
}
