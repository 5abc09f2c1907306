'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type Overflow = { left: boolean; right: boolean };
const NONE: Overflow = { left: false, right: false };

/**
 * The box a wide table scrolls sideways in. Tables are laid out to fit a laptop's width, so this is for the
 * narrow desktop window or the table with many columns: while the table is wider than its box, the box takes
 * the keyboard focus (the arrow keys scroll it, and a screen reader hears what it is) and a line under it
 * says which way more of the table lies. A line in the flow rather than a shade over the cells, so nothing
 * covers what the distributor reads.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Overflow>(NONE);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      // A pixel of slack: zoom levels round widths, and a 1 px "overflow" is nothing to scroll for.
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);

  const scrolls = more.left || more.right;
  return (
    <div className="hidden md:block">
      <div
        ref={ref}
        data-testid="table-scroller"
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
      >
        {children}
      </div>
      {scrolls && (
        <p className="mt-1 flex justify-between gap-2 text-xs text-ink-muted" aria-hidden="true">
          <span>{more.left ? '← More columns to the left' : ''}</span>
          <span>{more.right ? 'More columns to the right: scroll sideways →' : ''}</span>
        </p>
      )}
    </div>
  );
}
