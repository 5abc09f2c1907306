'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { FallIcon, RiseIcon } from '@/components/investors/investor-icons';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { NO_INVESTORS_MESSAGE } from '@/lib/forms/investors/investor-tabs';
import type { InvestmentItem, InvestorDetail } from '@/lib/api/investors';
import { formatUnits } from '@/lib/money';
import { percentOrNA, rupeesOrNA, sliceColour } from './figures';

// The chart library is loaded only when an investor with holdings is opened.
const AllocationChart = dynamic(() => import('./AllocationChart').then((m) => m.AllocationChart), {
  ssr: false,
  loading: () => <Skeleton className="h-48 w-48 rounded-full" />,
});

/** The seed shows three investments until See more is pressed. */
export const INVESTMENTS_SHOWN = 3;

function Returns({ value }: { value: number | null }) {
  if (value === null) return <>{percentOrNA(value)}</>;
  const fall = value < 0;
  return (
    <span className={`inline-flex items-center gap-1 ${fall ? 'text-danger-700' : 'text-success-700'}`}>
      {fall ? <FallIcon className="h-4 w-4" /> : <RiseIcon className="h-4 w-4" />}
      <span>{percentOrNA(value)}</span>
      <span className="sr-only">{fall ? '(fall)' : '(rise)'}</span>
    </span>
  );
}

function Investment({ item }: { item: InvestmentItem }) {
  return (
    <li className="rounded-card border border-line p-3">
      <p className="font-medium text-ink">{item.scheme}</p>
      <p className="text-xs text-ink-muted">{item.plan}</p>
      <p className="text-xs text-ink-muted">
        Folio {item.folio}
        {item.units !== null && <> · {formatUnits(item.units)} units</>}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-ink-muted">Cost Value</dt>
          <dd className="tabular-nums">{rupeesOrNA(item.costValue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Current Value</dt>
          <dd className="tabular-nums">{rupeesOrNA(item.currentValue)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Absolute Returns</dt>
          <dd className="tabular-nums">
            <Returns value={item.absoluteReturn} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function InvestmentsPanel({ investments, allocation }: Pick<InvestorDetail, 'investments' | 'allocation'>) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (investments.length === 0) return <EmptyState title={NO_INVESTORS_MESSAGE} />;
  const shown = all ? investments : investments.slice(0, INVESTMENTS_SHOWN);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-3">
        <ul id={listId} className="space-y-3" aria-label="Investments">
          {shown.map((item) => (
            <Investment key={item.key} item={item} />
          ))}
        </ul>
        {investments.length > INVESTMENTS_SHOWN && (
          <Button variant="ghost" size="sm" aria-expanded={all} aria-controls={listId} onClick={() => setAll((v) => !v)}>
            {all ? 'See Less' : 'See more'}
          </Button>
        )}
      </div>
      {allocation.length > 0 && (
        <figure className="space-y-3">
          <figcaption className="font-medium text-ink">Fund allocation</figcaption>
          <AllocationChart allocation={allocation} />
          {/* The chart's text alternative, and its legend for everyone. */}
          <ul className="space-y-1 text-sm">
            {allocation.map((a, i) => (
              <li key={a.name} className="flex items-start justify-between gap-2">
                <span className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-1 h-3 w-3 shrink-0 rounded-sm" style={{ background: sliceColour(i) }} />
                  {a.name}
                </span>
                <span className="tabular-nums">{a.percent.toFixed(2)}%</span>
              </li>
            ))}
          </ul>
        </figure>
      )}
    </div>
  );
}
