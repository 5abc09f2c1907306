'use client';

import { EmptyState } from '@/components/ui/EmptyState';
import { formatRupees } from '@/lib/money';
import { NO_ASSET_CLASS_BREAKUP, PIE_TOP_COUNT, type AumShare } from '@/lib/rules/asset-class-pie';
import { AssetClassDonut } from './AssetClassDonut';
import { pieColour } from './pie-colours';

const percent = (n: number) => `${n.toFixed(2)}%`;

/** The pie of the top five slices, with the same figures as a list (its text alternative). */
export function AssetClassBreakdown({ shares }: { shares: AumShare[] }) {
  return (
    <div className="rounded-card border border-line bg-surface p-4 shadow-card">
      <h3 id="asset-class-heading" className="text-sm font-semibold text-ink">
        Asset class (top {PIE_TOP_COUNT} by AUM share)
      </h3>
      {shares.length === 0 ? (
        <EmptyState title={NO_ASSET_CLASS_BREAKUP} className="mt-3" />
      ) : (
        <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          {/* Inert as well as hidden: nothing inside the drawing can take focus. */}
          <div className="h-40 w-40 shrink-0" aria-hidden="true" inert>
            <AssetClassDonut shares={shares} />
          </div>
          <ul aria-labelledby="asset-class-heading" className="w-full min-w-0 space-y-2">
            {shares.map((s, i) => (
              <li key={`${s.fundCode}~${s.category}`} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-1 h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: pieColour(i) }} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{s.category}</span>
                  <span className="block text-xs text-ink-muted">{s.fundName}</span>
                </span>
                <span className="text-right tabular-nums">
                  <span className="block font-medium text-ink">{percent(s.percent)}</span>
                  <span className="block text-xs text-ink-muted">{formatRupees(s.aum)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
