'use client';

import { useId, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { investorCaption, NO_INVESTORS_MESSAGE, type InvestorTab } from '@/lib/forms/investor-tabs';
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
  const opened = !fresh && !pan && initial?.tab === tab ? initial : null;
  const list = useInvestorList({ tab, pan: pan || undefined, fresh, opening: fresh ? opening : 0, initial: opened });

  if (list.error) {
    return (
      <Alert tone="error">
        <span>{list.error.message}</span>{' '}
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
      <p id={captionId} aria-live="polite" className="font-medium text-ink">
        {investorCaption(tab, count)}
      </p>
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
        />
      )}
    </div>
  );
}
