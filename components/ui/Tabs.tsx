'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs with the WAI-ARIA tab pattern: one tab stop for the list, arrow keys (and Home/End) move and
 * select, the chosen panel is the only one rendered. Plain buttons, so the server's HTML is already the
 * real tab list and no dialog-and-focus library ships with every page that has tabs.
 */
export function Tabs({ tabs, selected, onChange, label, className = '' }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = selected === undefined ? Math.min(own, tabs.length - 1) : Math.max(0, tabs.findIndex((t) => t.id === selected));
  const current = tabs[index];

  function choose(i: number) {
    if (i === index) return;
    if (selected === undefined) setOwn(i);
    const tab = tabs[i];
    if (tab) onChange?.(tab.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = KEYS[event.key];
    if (!move || tabs.length === 0) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    choose(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={className}>
      {/* The strip wraps rather than scrolls: on a phone every tab, the selected one too, stays in sight
          with nothing cut at the edge and no hidden overflow to discover. */}
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-x-1 border-b border-line">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={i === index ? `${baseId}-panel` : undefined}
            tabIndex={i === index ? 0 : -1}
            data-selected={i === index ? '' : undefined}
            onClick={() => choose(i)}
            className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-muted hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 data-selected:border-brand-700 data-selected:text-brand-800"
          >
            {t.label}
          </button>
        ))}
      </div>
      {current && (
        // Keyed by tab: each tab's panel is its own, so state kept inside one (a page number) never leaks into another.
        <div
          key={current.id}
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${index}`}
          data-testid={`tab-panel-${current.id}`}
          tabIndex={0}
          className="pt-4"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
