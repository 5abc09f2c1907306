'use client';

import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { formatIndian } from '@/lib/money';
import { useDashboardSummary } from './use-dashboard-summary';
import type { FundInvestors } from '@/lib/api/dashboard';
import { BrokerageBlock } from './BrokerageBlock';
import { SchemeAumTable } from './SchemeAumTable';
import { SectionError } from './SectionError';
import { StatCard } from '@/components/ui/StatCard';
import { investorTypeHref } from './drill-down';
import { NO_DATA_FOUND } from './messages';

export function AumSummaryPanel() {
  const { data, error, mutate } = useDashboardSummary();
  if (error) return <SectionError message={error} onRetry={() => void mutate()} />;
  if (!data) return <SkeletonLines lines={4} label="Loading AUM summary…" />;
  return (
    <div className="space-y-6">
      {data.funds.length === 0 ? (
        <EmptyState title={NO_DATA_FOUND} />
      ) : (
        data.funds.map((fund) => <FundBlock key={fund.fundCode} fund={fund} />)
      )}
      <BrokerageBlock months={data.brokerage} />
      <SchemeAumTable />
    </div>
  );
}

function FundBlock({ fund }: { fund: FundInvestors }) {
  const headingId = `fund-${fund.fundCode}-heading`;
  const cards = [
    { tab: 'New', label: 'New Investors', value: fund.newInvestors },
    { tab: 'Active', label: 'Active Investors', value: fund.activeInvestors },
    { tab: 'Inactive', label: 'Inactive Investors', value: fund.inactiveInvestors },
  ] as const;
  return (
    <article aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {fund.fundName}
      </h3>
      <div className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-3">
        {cards.map((c) => (
          <StatCard
            key={c.tab}
            label={c.label}
            value={formatIndian(c.value)}
            href={investorTypeHref(c.tab, fund.fundCode)}
            context={fund.fundName}
          />
        ))}
      </div>
    </article>
  );
}
