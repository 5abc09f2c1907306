'use client';

import { useId, useState } from 'react';
import { Pager } from '@/components/drilldowns/Pager';
import { Button } from '@/components/ui/Button';
import { CsvButton } from '@/components/ui/CsvButton';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { useTableSort } from '@/components/ui/use-table-sort';
import { CheckCircleIcon, ErrorIcon } from '@/components/ui/icons';
import type { HistoryRow } from '@/lib/api/reports';
import { formatIndian } from '@/lib/money';
import { PAGE_SIZES, pageSizeOf, PHONE_HISTORY_ROWS, type PageSize } from '@/lib/rules/reports';

const dash = (text: string) => text || '—';

/** Success in green with a tick, anything else in red with a cross: the word is always there too. */
function StatusCell({ row }: { row: HistoryRow }) {
  const ok = row.tone === 'success';
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${ok ? 'text-success-700' : 'text-danger-700'}`}>
      {ok ? <CheckCircleIcon className="h-4 w-4 shrink-0" /> : <ErrorIcon className="h-4 w-4 shrink-0" />}
      {row.status}
    </span>
  );
}

// Nine facts and the action do not fit a small desktop's width side by side: the table writes the type and
// folio under the scheme, the date under the transaction number and the units under the NAV (the cards
// list each on its own).
const COLUMNS: Column<HistoryRow>[] = [
  { key: 'scheme', header: 'Scheme', cell: (r) => r.scheme, text: (r) => r.scheme },
  { key: 'type', header: 'Transaction Type', cell: (r) => r.type, text: (r) => r.type, under: 'scheme' },
  { key: 'trno', header: 'Transaction No', cell: (r) => <span className="tabular-nums">{r.trno}</span>, text: (r) => r.trno, sortBy: (r) => Number(r.trno) || 0 },
  { key: 'amount', header: 'Amount (₹)', numeric: true, cell: (r) => formatIndian(r.amount), text: (r) => String(r.amount), sortBy: (r) => r.amount },
  { key: 'folio', header: 'Folio', cell: (r) => <span className="tabular-nums">{dash(r.folio)}</span>, text: (r) => r.folio, under: 'scheme' },
  { key: 'nav', header: 'NAV', numeric: true, cell: (r) => dash(r.nav), text: (r) => r.nav },
  { key: 'units', header: 'Units', numeric: true, cell: (r) => dash(r.units), text: (r) => r.units, under: 'nav' },
  { key: 'date', header: 'Date', cell: (r) => <span className="whitespace-nowrap tabular-nums">{r.date}</span>, text: (r) => r.date, under: 'trno' },
  { key: 'status', header: 'Status', cell: (r) => <StatusCell row={r} />, text: (r) => r.status },
];

export interface HistoryTableProps {
  rows: HistoryRow[];
  busy: boolean;
  /** Reinitiate and New Transaction both open the transaction types for this investor. */
  onTransact: () => void;
}

/** Pages of 10, 25 or 100 on a desktop; the latest ten as cards on a phone. */
export function HistoryTable({ rows, busy, onTransact }: HistoryTableProps) {
  const [size, setSize] = useState<PageSize>(PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const sizeId = useId();
  // Sorted across every row, then paged: page 1 sorted by amount holds the largest of all, not of page 1.
  const sorted = useTableSort(rows, COLUMNS);
  const shown = sorted.rows.slice((page - 1) * size, page * size);

  const action = (row: HistoryRow) => (
    <Button size="sm" variant={row.tone === 'rejected' ? 'primary' : 'secondary'} busy={busy} busyLabel="Opening…" onClick={onTransact}>
      {row.tone === 'rejected' ? 'Reinitiate' : 'New Transaction'}
      <span className="sr-only"> after transaction {row.trno}</span>
    </Button>
  );

  return (
    <>
      <div className="hidden space-y-3 md:block">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <CsvButton name="Transactions" columns={COLUMNS} rows={sorted.rows} />
          <label htmlFor={sizeId} className="ml-auto text-ink-muted">
            Rows per page
          </label>
          <select
            id={sizeId}
            value={size}
            onChange={(e) => {
              setSize(pageSizeOf(e.target.value));
              setPage(1);
            }}
            className="rounded-field border border-line-strong bg-surface px-2 py-1"
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <DataTable
          caption="Transactions"
          captionHidden
          columns={COLUMNS}
          rows={shown}
          rowKey={(r) => r.key}
          empty={null}
          actions={action}
          sort={sorted.sort}
          onSort={(key, dir) => {
            sorted.onSort(key, dir);
            setPage(1);
          }}
        />
        <Pager page={page} pageSize={size} total={rows.length} onPage={setPage} label="Transactions" />
      </div>
      <div className="space-y-2 md:hidden">
        <p className="text-sm text-ink-muted">The latest {Math.min(PHONE_HISTORY_ROWS, rows.length)} transactions</p>
        <DataTable caption="Latest transactions" columns={COLUMNS} rows={rows.slice(0, PHONE_HISTORY_ROWS)} rowKey={(r) => r.key} empty={null} actions={action} />
      </div>
    </>
  );
}
