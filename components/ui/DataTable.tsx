import type { ReactNode } from 'react';
import { sortableColumn, type SortableColumn, type SortState } from '@/lib/tables/sort';
import { TableScroller } from './TableScroller';
import { SortHeader, SortSelect } from './TableSort';

export interface Column<Row> extends SortableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, tabular figures. */
  numeric?: boolean;
  /**
   * The key of the column this one is written under in the table, a secondary fact beneath its primary
   * one (the IFSC under the bank, the folio under the reference), so a table keeps its facts in view at a
   * laptop's width without scrolling sideways. The phone's cards still list it as a field of its own.
   */
  under?: string;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the table when there are no rows. */
  empty: ReactNode;
  /** A row's actions (a button): the last column on a desktop, the card's footer on a phone. */
  actions?: (row: Row) => ReactNode;
  /** Hide the caption visually (it still names the table). */
  captionHidden?: boolean;
  /** Sorting by the columns that have text: the order shown, and a header click (see useTableSort). */
  sort?: SortState;
  onSort?: (key: string, dir?: 'asc' | 'desc' | null) => void;
}

// The actions column stays pinned to the scroller's right edge, so however many columns a table has,
// each row's action is in view without scrolling sideways (its left rule shows what slides beneath).
const PINNED = 'sticky right-0 bg-surface shadow-[inset_1px_0_0_var(--color-line)]';
// Words stay whole (a date, a status, a UMRN); a table wider than its card scrolls beneath the pinned actions.
// Narrower padding below a wide screen's width leaves the facts the room.
const CELL = 'px-2 py-2 break-words xl:px-3';
const STACKED = 'mt-1 block text-xs';

/**
 * A table on a desktop and a card list at phone width (the seeds ask for cards on mobile). Both are in the
 * markup and CSS shows one, so the page needs no client code to switch.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, actions, captionHidden, sort, onSort }: DataTableProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  const numeric = (c: Column<Row>) => (c.numeric ? 'text-right tabular-nums' : 'text-left');
  const sortable = onSort ? columns.filter(sortableColumn) : [];
  const top = columns.filter((c) => !c.under);
  const stacked = (c: Column<Row>) => columns.filter((s) => s.under === c.key);
  // A header cell holds its column and those stacked beneath it: it is sorted when any of them is.
  const ariaSort = (c: Column<Row>) => {
    const held = [c, ...stacked(c)];
    if (sort && held.some((h) => h.key === sort.key)) return sort.dir === 'asc' ? 'ascending' : 'descending';
    return held.some((h) => sortable.includes(h)) ? 'none' : undefined;
  };
  const header = (c: Column<Row>, beneath = false) =>
    onSort && sortable.includes(c) ? <SortHeader label={c.header} sort={sort ?? null} columnKey={c.key} onSort={onSort} announce={beneath} /> : c.header;
  return (
    <>
      {onSort && sortable.length > 0 && <SortSelect columns={sortable} sort={sort ?? null} onSort={onSort} />}
      <TableScroller label={typeof caption === 'string' ? caption : 'Table'}>
        <table className="w-full border-collapse text-sm">
          <caption className={captionHidden ? 'sr-only' : 'pb-2 text-left font-medium text-ink'}>{caption}</caption>
          <thead>
            <tr className="border-b border-line-strong text-ink-muted">
              {top.map((c) => (
                <th key={c.key} scope="col" aria-sort={ariaSort(c)} className={`px-2 py-2 align-bottom font-medium xl:px-3 ${numeric(c)}`}>
                  {header(c)}
                  {stacked(c).map((s) => (
                    <span key={s.key} className={`${STACKED} font-normal`}>
                      {header(s, true)}
                    </span>
                  ))}
                </th>
              ))}
              {actions && (
                <th scope="col" className={`${PINNED} px-2 py-2 text-left font-medium xl:px-3`}>
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line align-top">
                {top.map((c) => (
                  <td key={c.key} className={`${CELL} ${numeric(c)}`}>
                    {c.cell(row)}
                    {stacked(c).map((s) => (
                      <span key={s.key} className={`${STACKED} text-ink-muted`}>
                        {s.header}: <span className="text-ink">{s.cell(row)}</span>
                      </span>
                    ))}
                  </td>
                ))}
                {actions && <td className={`${PINNED} px-2 py-2 xl:px-3`}>{actions(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="space-y-3 md:hidden" aria-label={typeof caption === 'string' ? caption : undefined}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-card border border-line bg-surface p-3 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-ink-muted">{c.header}</dt>
                  <dd className={c.numeric ? 'text-right tabular-nums' : ''}>{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="mt-3">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
