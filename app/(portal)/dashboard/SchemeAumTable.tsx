'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { formatIndian, formatRupees } from '@/lib/money';
import { useFundAum } from './use-fund-aum';
import type { SchemeAum } from '@/lib/api/dashboard';
import { SectionError } from './SectionError';
import { NO_DATA_FOUND } from './messages';

const COLUMNS: Column<SchemeAum>[] = [
  { key: 'scheme', header: 'Scheme', cell: (r) => r.scheme },
  { key: 'category', header: 'Category', cell: (r) => r.category },
  { key: 'investors', header: 'Investors', cell: (r) => formatIndian(r.investors), numeric: true },
  { key: 'aum', header: 'AUM', cell: (r) => formatRupees(r.aum), numeric: true },
];

export const SCHEME_AUM_NOTE = 'This fund house only; MY AUM above covers every fund house in your book.';

/** Enough to see where the book sits; the rest on request, so the tab stays short on a phone. */
const FIRST_ROWS = 10;

/** The book's AUM in this fund house by scheme (GetDistributorAUM with KtrackDistAumSummary). */
export function SchemeAumTable() {
  const { data, error, mutate } = useFundAum();
  const [all, setAll] = useState(false);
  const rows = data ? (all ? data.rows : data.rows.slice(0, FIRST_ROWS)) : [];
  return (
    <article aria-labelledby="scheme-aum-heading" className="space-y-2">
      <h3 id="scheme-aum-heading" className="text-sm font-semibold text-ink">
        AUM by scheme
        {data && data.rows.length > 0 && (
          <span className="font-normal text-ink-muted">
            {' '}
            · {formatRupees(data.aum)}
            {data.asOn && ` as on ${data.asOn}`}
          </span>
        )}
      </h3>
      <p className="text-xs text-ink-muted">{SCHEME_AUM_NOTE}</p>
      {error ? (
        <SectionError message={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonLines lines={4} label="Loading AUM by scheme…" />
      ) : (
        <>
          <DataTable
            caption="AUM by scheme"
            captionHidden
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.key}
            empty={<EmptyState title={NO_DATA_FOUND} />}
          />
          {data.rows.length > FIRST_ROWS && (
            <Button variant="ghost" size="sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
              {all ? `Show the top ${FIRST_ROWS} only` : `Show all ${data.rows.length} schemes`}
            </Button>
          )}
        </>
      )}
    </article>
  );
}
