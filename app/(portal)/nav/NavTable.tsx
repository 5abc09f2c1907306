'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { formatIndian, formatIndian2 } from '@/lib/money';
import { newestFirst, pageOf, type NavPoint } from '@/lib/rules/nav';

// Newest first, a page at a time: five years is some 1,300 rows, too many to render or read at once.

const COLUMNS: Column<NavPoint>[] = [
  { key: 'date', header: 'Date', cell: (p) => p.date },
  { key: 'nav', header: 'NAV (₹)', numeric: true, cell: (p) => formatIndian2(p.nav) },
];

export function NavTable({ points, schemeLabel }: { points: NavPoint[]; schemeLabel: string }) {
  const rows = useMemo(() => newestFirst(points), [points]);
  const [page, setPage] = useState(1);
  const view = pageOf(rows, page);
  const newest = rows[0];
  const oldest = rows.at(-1);

  return (
    <div className="space-y-3">
      {newest && oldest && (
        <p className="text-sm text-ink-muted" data-testid="nav-table-range">
          {formatIndian(rows.length)} NAVs from <span data-testid="nav-oldest">{oldest.date}</span> to{' '}
          <span data-testid="nav-newest">{newest.date}</span>, newest first.
        </p>
      )}
      <DataTable
        caption={`NAV of ${schemeLabel}, page ${view.page} of ${view.pages}`}
        captionHidden
        columns={COLUMNS}
        rows={view.rows}
        rowKey={(p) => p.date}
        empty={null}
      />
      {view.pages > 1 && (
        <nav aria-label="NAV table pages" className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-ink-muted" aria-live="polite">
            Rows {formatIndian(view.from)}–{formatIndian(view.to)} of {formatIndian(rows.length)} · page {view.page} of{' '}
            {view.pages}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={view.page === 1} onClick={() => setPage(1)}>
              Newest
            </Button>
            <Button size="sm" variant="secondary" disabled={view.page === 1} onClick={() => setPage(view.page - 1)}>
              Previous
            </Button>
            <Button size="sm" variant="secondary" disabled={view.page === view.pages} onClick={() => setPage(view.page + 1)}>
              Next
            </Button>
            <Button size="sm" variant="secondary" disabled={view.page === view.pages} onClick={() => setPage(view.pages)}>
              Oldest
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
