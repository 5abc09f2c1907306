'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

export interface TabItem {
  /** Stable id (a route-state value such as 'P'); also used in the panel's test id. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection by id; omit for uncontrolled tabs that start on the first. */
  selected?: string;
  onChange?: (id: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  className?: string;
}

/** Tabs with the WAI-ARIA tab pattern (arrow keys move between tabs) from headlessui. */
export function Tabs({ tabs, selected, onChange, label, className = '' }: TabsProps) {
  const hydrated = useHydrated();
  const index = selected === undefined ? undefined : Math.max(0, tabs.findIndex((t) => t.id === selected));
  // headlessui's tab group puts a hidden focusable sentinel into server HTML that stays until hydration;
  // until then the labels and the chosen panel are shown as plain content, with nothing to focus.
  if (!hydrated) {
    const current = tabs[index ?? 0];
    return (
      <div className={className}>
        <div className="flex gap-1 overflow-x-auto border-b border-line">
          {tabs.map((t) => (
            <span
              key={t.id}
              className={`-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${t === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-muted'}`}
            >
              {t.label}
            </span>
          ))}
        </div>
        <div className="pt-4">{current?.panel}</div>
      </div>
    );
  }
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(i) => {
        const tab = tabs[i];
        if (tab) onChange?.(tab.id);
      }}
      className={className}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((t) => (
          <Tab
            key={t.id}
            className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-muted hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 data-selected:border-brand-700 data-selected:text-brand-800"
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((t) => (
          <TabPanel key={t.id} data-testid={`tab-panel-${t.id}`} unmount>
            {t.panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
