'use client';

import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { useTableSort } from '@/components/ui/use-table-sort';
import type { Selection } from './use-selection';

export interface RowSelect<Row> {
  selection: Selection;
  id: (row: Row) => string;
  label: (row: Row) => string;
  /** The bulk actions for the selected rows, above the list. */
  toolbar: ReactNode;
  /** A bulk run's progress and results, under the toolbar whose button started it. */
  progress?: ReactNode;
}

function selectColumn<Row>(select: RowSelect<Row>): Column<Row> {
  return {
    key: 'select',
    header: 'Select',
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Select ${select.label(row)}`}
        checked={select.selection.isSelected(select.id(row))}
        onChange={() => select.selection.toggle(select.id(row))}
        className="h-5 w-5 rounded border-line-strong accent-brand-700"
      />
    ),
  };
}

export interface TodayListProps<Row> {
  id: string;
  title: string;
  /** What the list is for, under its title. */
  hint: string;
  /** Under the hint: what to do about the rows, or a choice that narrows them. */
  extra?: ReactNode;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
  empty: string;
  /** The dashboard shows the first few; the Today page all of them. */
  limit?: number;
  more?: ReactNode;
  /** Rows can be selected for a bulk action (the Today page; the dashboard's short form has none). */
  select?: RowSelect<Row>;
  /** h2 on the Today page, h3 under the dashboard's Today heading. */
  level?: 2 | 3;
}

/** One of Today's lists: its title with the count, sortable columns, cards on a phone, and the day-is-clear text. */
export function TodayList<Row>({ id, title, hint, extra, rows, columns, rowKey, actions, empty, limit, more, select, level = 2 }: TodayListProps<Row>) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const sorted = useTableSort(rows, columns);
  const shown = limit ? sorted.rows.slice(0, limit) : sorted.rows;
  // The dashboard's short form leaves out a clear list (its count says 0); the Today page says the day is clear.
  if (limit && rows.length === 0) return null;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <Heading id={`${id}-title`} className="text-base font-semibold text-ink">
        {title} <span className="tabular-nums text-ink-muted">({rows.length})</span>
      </Heading>
      <p className="text-sm text-ink-muted">{hint}</p>
      {extra}
      {select && rows.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Checkbox label={`Select all ${rows.length}`} checked={select.selection.all} onChange={select.selection.toggleAll} />
          {select.toolbar}
        </div>
      )}
      {select?.progress}
      <DataTable
        caption={title}
        captionHidden
        columns={select ? [selectColumn(select), ...columns] : columns}
        rows={shown}
        rowKey={rowKey}
        actions={actions}
        sort={sorted.sort}
        onSort={sorted.onSort}
        empty={<p className="rounded-card border border-dashed border-line-strong p-4 text-sm text-ink">{empty}</p>}
      />
      {limit && rows.length > limit && more}
    </section>
  );
}
