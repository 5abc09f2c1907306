'use client';

import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { investorCaption, NO_INVESTORS_MESSAGE, type InvestorSort, type InvestorTab } from '@/lib/forms/investors/investor-tabs';
import { InvestorCsvButton } from './InvestorCsvButton';
import { useInvestorList } from './use-investor-list';
import type { InvestorListItem, InvestorListResponse } from '@/lib/api/investors';
import { InvestorTable } from './InvestorTable';

export interface InvestorTabPanelProps {
  tab: InvestorTab;
  pan: string;
  fresh: boolean;
  /** Counts the openings of tabs, so that each opening asks the registrar again. */
  opening: number;
  /** Page 1 rendered by the server, for the list as the page opens (no search, no tab change yet). */
  initial?: InvestorListResponse | null;
  renderName: (row: InvestorListItem) => ReactNode;
  renderAction?: (row: InvestorListItem) => ReactNode;
}

/** One tab of the list: its caption ('All : N Investors'), the rows, or why there are none. */
export function InvestorTabPanel({ tab, pan, fresh, opening, initial, renderName, renderAction }: InvestorTabPanelProps) {
  const captionId = useId();
  const [sort, setSort] = useState<InvestorSort | undefined>(undefined);
  // The server's first page is in the registrar's order; another order is asked for.
  const opened = !fresh && !pan && !sort && initial?.tab === tab ? initial : null;
  const list = useInvestorList({ tab, pan: pan || undefined, sort, fresh, opening: fresh ? opening : 0, initial: opened });

  if (list.error) {
    return (
      <Alert tone="error">
        <span>{list.error}</span>{' '}
        <Button size="sm" variant="ghost" onClick={() => list.reload()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!list.data) return <SkeletonLines lines={6} label="Loading investors…" />;

  const count = list.data.matched;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={captionId} aria-live="polite" className="font-medium text-ink">
          {investorCaption(tab, count)}
        </p>
        {count > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <PhoneSort sort={sort} onSort={setSort} />
            <InvestorCsvButton query={{ tab, pan: pan || undefined, sort }} />
          </div>
        )}
      </div>
      {count === 0 ? (
        <EmptyState title={NO_INVESTORS_MESSAGE} />
      ) : (
        <InvestorTable
          captionId={captionId}
          count={count}
          rowAt={list.rowAt}
          ensureRange={list.ensureRange}
          renderName={renderName}
          renderAction={renderAction}
          sort={sort}
          onSort={setSort}
        />
      )}
    </div>
  );
}

const PHONE_SORTS: { value: InvestorSort | ''; label: string }[] = [
  { value: '', label: 'As listed' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: '-name', label: 'Name (Z to A)' },
  { value: 'pan', label: 'PAN (ascending)' },
  { value: '-pan', label: 'PAN (descending)' },
];

/** A phone shows cards, with no headers to click: the same orders as a select. */
function PhoneSort({ sort, onSort }: { sort?: InvestorSort; onSort: (sort: InvestorSort | undefined) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm md:hidden">
      <label htmlFor={id} className="text-ink-muted">
        Sort by
      </label>
      <select id={id} value={sort ?? ''} onChange={(e) => onSort((e.target.value || undefined) as InvestorSort | undefined)} className="rounded-field border border-line-strong bg-surface px-2 py-1">
        {PHONE_SORTS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
