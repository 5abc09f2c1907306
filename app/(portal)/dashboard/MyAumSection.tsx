'use client';

import { formatIndian, formatRupees } from '@/lib/money';
import { useDashboardSummary } from './use-dashboard-summary';
import { AssetClassBreakdown } from './AssetClassBreakdown';
import { CardSkeletons } from './CardSkeletons';
import { SectionError } from './SectionError';
import { StatCard } from '@/components/ui/StatCard';

// These figures and the fund house's own ones (AUM by scheme, the investor lists) legitimately differ;
// each says what it counts so that two totals on one screen do not read as a mistake.
export const MY_AUM_NOTE =
  'Your whole book across every fund house, at the latest NAV. The Investors list also counts investors whose folios are empty.';

export function MyAumSection() {
  const { data, error, mutate } = useDashboardSummary();
  return (
    <section aria-labelledby="my-aum-heading" className="space-y-3">
      <h2 id="my-aum-heading" className="text-base font-semibold text-ink">
        MY AUM
      </h2>
      {error ? (
        <SectionError message={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <CardSkeletons count={3} label="Loading AUM…" className="grid gap-3 sm:grid-cols-3" />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {/* Side by side only where a crore-sized AUM still fits its card; stacked beside the pie otherwise. */}
          <div className="grid content-start gap-3 sm:grid-cols-3 lg:grid-cols-1">
            <StatCard label="AUM" value={formatRupees(data.book.aum)} />
            <StatCard label="Schemes held" value={formatIndian(data.book.schemes)} />
            <StatCard label="Investors holding units" value={formatIndian(data.book.investors)} />
            <p className="text-xs text-ink-muted sm:col-span-3 lg:col-span-1">{MY_AUM_NOTE}</p>
          </div>
          <AssetClassBreakdown shares={data.assetClasses} />
        </div>
      )}
    </section>
  );
}
