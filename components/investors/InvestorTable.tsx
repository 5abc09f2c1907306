'use client';

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { positionText } from '@/lib/drilldowns/position';
import type { InvestorSort } from '@/lib/forms/investors/investor-tabs';
import type { InvestorListItem } from '@/lib/api/investors';
import { StatusTick } from './StatusTick';

// The investor rows, rendered only where the reader is looking: a book of 20,000 investors keeps a few
// dozen rows in the page. The page itself scrolls (no box of its own inside the page's scroll), the
// column headings stay under the top bar, and the heading row says which rows are in view. ARIA table roles with aria-rowcount and aria-rowindex tell screen readers the
// full size and each row's place; every row's link and button stay reachable with Tab because the
// browser scrolls a focused row into view and the rows after it are then rendered. At phone width the
// same rows lay themselves out as cards, so there is one list to virtualise, not two.

export interface InvestorTableProps {
  captionId: string;
  count: number;
  rowAt: (index: number) => InvestorListItem | undefined;
  ensureRange: (first: number, last: number) => void;
  renderName: (row: InvestorListItem) => ReactNode;
  renderAction?: (row: InvestorListItem) => ReactNode;
  sort?: InvestorSort;
  onSort?: (sort: InvestorSort | undefined) => void;
}

/** A header click: ascending, descending, then the registrar's order again. */
export function nextInvestorSort(current: InvestorSort | undefined, field: 'name' | 'pan'): InvestorSort | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

function SortableHeader({ label, field, sort, onSort }: { label: string; field: 'name' | 'pan'; sort?: InvestorSort; onSort?: (sort: InvestorSort | undefined) => void }) {
  const dir = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none';
  if (!onSort) return <div role="columnheader">{label}</div>;
  return (
    <div role="columnheader" aria-sort={dir}>
      <button type="button" onClick={() => onSort(nextInvestorSort(sort, field))} className="inline-flex items-center gap-1 font-medium hover:text-brand-800">
        {label}
        <span aria-hidden="true" className="text-xs">
          {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </div>
  );
}

// The layout follows the room the list has, not the window's width (container queries): beside the side
// menu a 1024 px window leaves the list about 720 px, where a grid sized for a wide screen pushed the row's
// button out of sight. Under 39rem the rows are cards; from there a grid whose fixed columns are only as
// wide as a PAN, a mobile number and a Yes/No need (about 38rem in all), and whose name column gives way first.
const GRID =
  'grid grid-cols-2 gap-x-3 gap-y-2 @min-[39rem]:grid-cols-[minmax(8rem,2fr)_4rem_4rem_minmax(6rem,7.5rem)_minmax(6rem,7.5rem)_minmax(5rem,1fr)] @min-[39rem]:items-center @min-[39rem]:gap-y-0';
// Visually hidden as cards (the cards label their own fields), a sticky header as a grid.
const HEAD =
  'absolute h-px w-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)] ' +
  '@min-[39rem]:sticky @min-[39rem]:top-14 @min-[39rem]:z-10 @min-[39rem]:h-auto @min-[39rem]:w-auto @min-[39rem]:overflow-visible @min-[39rem]:[clip-path:none]';

function Cell({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div role="cell" className={`min-w-0 ${wide ? 'col-span-2 @min-[39rem]:col-span-1' : ''}`}>
      <span aria-hidden="true" className="block text-xs text-ink-muted @min-[39rem]:hidden">
        {label}
      </span>
      {children}
    </div>
  );
}

/** Where the list's rows begin on the page, kept current as the page above them changes. */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTop(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

export function InvestorTable({ captionId, count, rowAt, ensureRange, renderName, renderAction, sort, onSort }: InvestorTableProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useOffsetTop(bodyRef);

  // The virtualizer re-renders this component itself on scroll; nothing here needs memoising by the compiler.
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => 56, overscan: 8, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const seen = virtualizer.range;

  useEffect(() => {
    if (count > 0) ensureRange(first, last);
  }, [first, last, count, ensureRange]);

  return (
    <div className="@container rounded-card border border-line bg-canvas md:bg-surface">
      <div role="table" aria-labelledby={captionId} aria-rowcount={count + 1} className="relative text-sm">
        <div role="rowgroup" className={`${HEAD} border-b border-line-strong bg-surface`}>
          <div role="row" aria-rowindex={1} className={`${GRID} px-3 py-2 font-medium text-ink-muted`}>
            <SortableHeader label="Name" field="name" sort={sort} onSort={onSort} />
            <div role="columnheader">KYC</div>
            <div role="columnheader">FATCA</div>
            <div role="columnheader">Mobile</div>
            <SortableHeader label="PAN" field="pan" sort={sort} onSort={onSort} />
            <div role="columnheader" className="text-right">
              <span className="sr-only">Action</span>
              {/* Screen readers have each row's aria-rowindex; this is the sighted reader's place in a long book. */}
              <span aria-hidden="true" data-testid="list-position" className="text-xs font-normal tabular-nums">
                {seen ? positionText(seen.startIndex, seen.endIndex, count) : ''}
              </span>
            </div>
          </div>
        </div>
        <div role="rowgroup" ref={bodyRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={`${GRID} absolute top-0 left-0 w-full scroll-mt-28 border-b-8 border-b-canvas bg-surface px-3 py-3 @min-[39rem]:border-b @min-[39rem]:border-b-line @min-[39rem]:py-2`}
                style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
              >
                {row ? (
                  <>
                    <Cell label="Name" wide>
                      <span className="font-medium break-words">{renderName(row)}</span>
                    </Cell>
                    <Cell label="KYC">
                      <StatusTick ok={row.kyc} />
                    </Cell>
                    <Cell label="FATCA">
                      <StatusTick ok={row.fatca} />
                    </Cell>
                    <Cell label="Mobile">{row.mobile ?? '-'}</Cell>
                    <Cell label="PAN">
                      <span className="font-mono">{row.pan}</span>
                    </Cell>
                    <div role="cell" className="col-span-2 @min-[39rem]:col-span-1 @min-[39rem]:text-right">
                      {renderAction?.(row)}
                    </div>
                  </>
                ) : (
                  <div role="cell" className="col-span-2 @min-[39rem]:col-span-6">
                    <span className="sr-only">Loading…</span>
                    <Skeleton className="h-5 w-full" />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
