'use client';

import { useSearchParams } from 'next/navigation';
import { Tabs } from '@/components/ui/Tabs';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SIP_LOADING_TEXT, SIP_TABS, sipListFor, sipSummaryHref, sipTab, sipView, type SipTab, type SipView } from '@/lib/drilldowns/sip-summary';
import { ClientsToggle } from './ClientsToggle';
import { SipListPanel } from './SipListPanel';

export function SipSummary() {
  const query = useSearchParams();
  const tab = sipTab(query.get('tab'));
  const view = sipView(query.get('view'));
  // The query string keeps tab and sub-button, so a reload or a shared address opens the same list.
  const go = (nextTab: SipTab, nextView: SipView) => window.history.replaceState(null, '', sipSummaryHref(nextTab, nextView));

  if (!useHydrated()) return <p role="status">{SIP_LOADING_TEXT}</p>;
  return (
    <Tabs
      label="SIP summary lists"
      selected={tab}
      onChange={(id) => go(sipTab(id), view)}
      tabs={SIP_TABS.map((t) => {
        const list = sipListFor(t.id, view);
        return {
          id: t.id,
          label: t.label,
          panel: (
            <div className="space-y-3">
              {t.id === 'Sip_Investments' && <ClientsToggle view={view} onChange={(v) => go(t.id, v)} />}
              {/* Keyed by list: another list starts again on its first page. */}
              <SipListPanel key={list} list={list} title={t.id === 'Sip_Investments' ? (view === 'CWS' ? 'Clients with SIP' : 'Clients without SIP') : t.label} />
            </div>
          ),
        };
      })}
    />
  );
}
