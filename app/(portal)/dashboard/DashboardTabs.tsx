'use client';

import { Tabs } from '@/components/ui/Tabs';
import { AumSummaryPanel } from './AumSummaryPanel';
import { FrequentReportsPanel } from './FrequentReportsPanel';
import { SipSummaryPanel } from './SipSummaryPanel';

export function DashboardTabs() {
  return (
    <section aria-label="Summaries" className="rounded-card border border-line bg-surface p-4 shadow-card">
      <Tabs
        label="Dashboard summaries"
        tabs={[
          { id: 'aum-summary', label: 'AUM SUMMARY', panel: <AumSummaryPanel /> },
          { id: 'frequent-reports', label: 'FREQUENT REPORTS', panel: <FrequentReportsPanel /> },
          { id: 'sip-summary', label: 'SIP SUMMARY', panel: <SipSummaryPanel /> },
        ]}
      />
    </section>
  );
}
