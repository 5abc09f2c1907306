'use client';

import { Alert } from '@/components/ui/Alert';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useInvestorDetail } from './use-investor-detail';
import { NO_INVESTOR_MESSAGE } from '@/lib/investor-messages';
import { DetailActions } from './DetailActions';
import { InvestmentsPanel } from './InvestmentsPanel';
import { InvestorHeader } from './InvestorHeader';
import { ProblemsPanel } from './ProblemsPanel';
import { TotalsGrid } from './TotalsGrid';
import { UpcomingSipsPanel } from './UpcomingSipsPanel';

/** The investor detail screen (seed 000): nothing but a skeleton until the investor fetch returns. */
export function InvestorDetailView({ pan }: { pan: string }) {
  const { data, error, failure, mutate } = useInvestorDetail(pan);

  if (failure?.status === 404) return <EmptyState title={NO_INVESTOR_MESSAGE} />;
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) {
    return (
      <div role="status" className="space-y-3 rounded-card border border-line bg-surface p-4">
        <span className="sr-only">Loading investor…</span>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby="investor-name" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InvestorHeader investor={data} onFavouriteChange={(favourite) => mutate({ ...data, favourite }, { revalidate: false })} onStale={() => mutate()} />
        <TotalsGrid totals={data.totals} />
        <DetailActions investor={data} />
      </section>
      <ProblemsPanel pan={data.pan} />
      <section aria-label="Holdings and SIPs" className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <Tabs
          label="Investor holdings"
          tabs={[
            { id: 'investments', label: 'Investments', panel: <InvestmentsPanel investments={data.investments} allocation={data.allocation} /> },
            { id: 'sips', label: 'Upcoming SIPs', panel: <UpcomingSipsPanel pan={data.pan} /> },
          ]}
        />
      </section>
    </div>
  );
}
