'use client';

import { useId } from 'react';
import type { SortState } from '@/lib/tables/sort';

/**
 * A column header that sorts: a button, so the keyboard reaches it; the th carries aria-sort. A column
 * written under another (`announce`) shares that column's th, so its button says its own order. At least
 * 24 px tall, so headers stacked in one th stay targets a finger or pointer can tell apart (WCAG 2.5.8).
 */
export function SortHeader({ label, columnKey, sort, onSort, announce }: { label: string; columnKey: string; sort: SortState; onSort: (key: string) => void; announce?: boolean }) {
  const mark = sort?.key === columnKey ? (sort.dir === 'asc' ? '▲' : '▼') : '↕';
  const order = sort?.key === columnKey ? (sort.dir === 'asc' ? ', sorted ascending' : ', sorted descending') : '';
  return (
    <button type="button" onClick={() => onSort(columnKey)} className="inline-flex min-h-6 items-center gap-1 font-medium hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700">
      {label}
      <span aria-hidden="true" className="text-xs">
        {mark}
      </span>
      {announce && order && <span className="sr-only">{order}</span>}
    </button>
  );
}

/** The same choice where the table is a card list (a phone has no headers to click). */
export function SortSelect({ columns, sort, onSort }: { columns: { key: string; header: string }[]; sort: SortState; onSort: (key: string, dir?: 'asc' | 'desc' | null) => void }) {
  const id = useId();
  const value = sort ? `${sort.key}:${sort.dir}` : '';
  return (
    // A long choice ('Cannot transact because (descending)') would widen the select past a phone's card: it
    // wraps under its label and never grows wider than the card.
    <div className="mb-3 flex flex-wrap items-center gap-2 text-sm md:hidden">
      <label htmlFor={id} className="text-ink-muted">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const [key, dir] = e.target.value.split(':');
          onSort(key ?? '', (dir as 'asc' | 'desc' | undefined) ?? null);
        }}
        className="max-w-full min-w-0 rounded-field border border-line-strong bg-surface px-2 py-1"
      >
        <option value="">As listed</option>
        {columns.flatMap((c) => [
          <option key={`${c.key}:asc`} value={`${c.key}:asc`}>
            {c.header} (ascending)
          </option>,
          <option key={`${c.key}:desc`} value={`${c.key}:desc`}>
            {c.header} (descending)
          </option>,
        ])}
      </select>
    </div>
  );
}
