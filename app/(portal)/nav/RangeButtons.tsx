'use client';

import { useId } from 'react';
import { NAV_RANGE_OPTIONS, type NavRangeCode } from '@/lib/rules/nav';

/** Toggle buttons (aria-pressed): one is always on, and Tab and Enter/Space work as on any button. */
export function RangeButtons({ value, onChange }: { value: NavRangeCode; onChange: (code: NavRangeCode) => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-1 text-sm font-medium text-ink">
        Time range
      </p>
      <div className="flex flex-wrap gap-2">
        {NAV_RANGE_OPTIONS.map((o) => {
          const on = o.code === value;
          return (
            <button
              key={o.code}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(o.code)}
              className={`min-h-9 min-w-14 rounded-field border px-3 text-sm font-medium transition-colors ${
                on
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line-strong bg-surface text-brand-800 hover:bg-brand-50'
              }`}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
