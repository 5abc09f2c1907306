'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

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
  const index = selected === undefined ? undefined : Math.max(0, tabs.findIndex((t) => t.id === selected));
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
