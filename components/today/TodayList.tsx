'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
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

/**
 * The Today page opens each list at its first rows and shows the rest on request (as the dashboard's AUM
 * by scheme does): a book's lists as cards on a phone ran to dozens of screens, and the counts above
 * already say how many there are. Sorting orders every row; Select all takes every row.
 */
const FIRST_ROWS = 10;

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

/** One of Today's lists: its title with the count, sortable columns, cards on a phone, its first rows then all, and the day-is-clear text. */
export function TodayList<Row>({ id, title, hint, extra, rows, columns, rowKey, actions, empty, limit, more, select, level = 2 }: TodayListProps<Row>) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const sorted = useTableSort(rows, columns);
  const [all, setAll] = useState(false);
  const shown = sorted.rows.slice(0, limit ?? (all ? rows.length : FIRST_ROWS));
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
      {!limit && rows.length > FIRST_ROWS && (
        <Button variant="ghost" size="sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? `Show the first ${FIRST_ROWS} only` : `Show all ${rows.length}`}
        </Button>
      )}
    </section>
  );
}
