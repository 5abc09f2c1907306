'use client';

import { lazy, Suspense, useEffect } from 'react';
import { Tabs } from '@/components/ui/Tabs';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { whenIdle } from '@/components/ui/when-idle';
import { AumSummaryPanel } from './AumSummaryPanel';

// The two tabs behind the first are not on screen when the dashboard opens: their code comes apart from
// the page's, fetched once the browser is idle (or when the tab is chosen first), which keeps it out of
// the dashboard's first load.
const loadReports = () => import('./FrequentReportsPanel').then((m) => ({ default: m.FrequentReportsPanel }));
const loadSips = () => import('./SipSummaryPanel').then((m) => ({ default: m.SipSummaryPanel }));
const FrequentReportsPanel = lazy(loadReports);
const SipSummaryPanel = lazy(loadSips);

export function DashboardTabs() {
  useEffect(() => whenIdle(() => void Promise.all([loadReports(), loadSips()]).catch(() => undefined)), []);
  return (
    <section aria-label="Summaries" className="rounded-card border border-line bg-surface p-4 shadow-card">
      <Tabs
        label="Dashboard summaries"
        tabs={[
          { id: 'aum-summary', label: 'AUM SUMMARY', panel: <AumSummaryPanel /> },
          {
            id: 'frequent-reports',
            label: 'FREQUENT REPORTS',
            panel: (
              <Suspense fallback={<SkeletonLines lines={3} label="Loading frequent reports…" />}>
                <FrequentReportsPanel />
              </Suspense>
            ),
          },
          {
            id: 'sip-summary',
            label: 'SIP SUMMARY',
            panel: (
              <Suspense fallback={<SkeletonLines lines={3} label="Loading SIP summary…" />}>
                <SipSummaryPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
