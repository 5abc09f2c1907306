'use client';

import type { Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { CsvButton } from '@/components/ui/CsvButton';
import { TrackerTable, trackerText, type TrackerTableProps } from './TrackerTable';

const CSV_COLUMNS = [
  ['investor', 'Investor'], ['pan', 'PAN'], ['kind', 'Type'], ['scheme', 'Scheme'], ['amount', 'Amount'], ['reference', 'Ref No'], ['at', 'Initiated'], ['by', 'By'], ['state', 'Status'],
].map(([key, header]) => ({ header: header!, text: trackerText[key!] }));

export interface TrackerResultsProps extends TrackerTableProps {
  page: number;
  /** Previous or Next: the view moves the focus to `count` once that page has come. */
  onPage: (to: number) => void;
  count: Ref<HTMLParagraphElement>;
}

/** One page of what was initiated: where it is in the list, its CSV, the table and the paging. */
export function TrackerResults({ data, page, onPage, count, ...table }: TrackerResultsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p ref={count} tabIndex={-1} className="font-medium text-ink focus-visible:outline-2 focus-visible:outline-brand-700" aria-live="polite">
          {data.total === 0 ? '' : `${(page - 1) * data.pageSize + 1}–${Math.min(page * data.pageSize, data.total)} of ${data.total}`}
        </p>
        {data.rows.length > 0 && <CsvButton name="Track transactions" columns={CSV_COLUMNS} rows={data.rows} />}
      </div>
      <TrackerTable data={data} {...table} />
      {data.total > data.pageSize && (
        <nav aria-label="Pages" className="flex items-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-ink-muted">
            Page {page} of {Math.ceil(data.total / data.pageSize)}
          </span>
          <Button variant="secondary" size="sm" disabled={page * data.pageSize >= data.total} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
