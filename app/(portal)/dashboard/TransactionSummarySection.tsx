'use client';

import { CheckCircleIcon, ErrorIcon, InfoIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/page-icons';
import { formatIndian } from '@/lib/money';
import { useDashboardSummary } from './use-dashboard-summary';
import { CardSkeletons } from './CardSkeletons';
import { SectionError } from './SectionError';
import { StatCard } from '@/components/ui/StatCard';
import { SIP_SUMMARY_HREF, transactionSummaryHref } from './drill-down';

const icon = 'h-4 w-4 shrink-0';

export function TransactionSummarySection() {
  const { data, error, mutate } = useDashboardSummary();
  return (
    <section aria-labelledby="txn-summary-heading" className="space-y-3">
      <h2 id="txn-summary-heading" className="text-base font-semibold text-ink">
        TRANSACTION SUMMARY
      </h2>
      {error ? (
        <SectionError message={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <CardSkeletons count={4} label="Loading transaction summary…" className="grid grid-cols-2 gap-3 lg:grid-cols-4" />
      ) : (
        <div className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Authorization Expired"
            value={formatIndian(data.counts.expired)}
            href={transactionSummaryHref('E')}
            icon={<ErrorIcon className={`${icon} text-danger-700`} />}
          />
          <StatCard
            label="Authorization Approved"
            value={formatIndian(data.counts.approved)}
            href={transactionSummaryHref('A')}
            icon={<CheckCircleIcon className={`${icon} text-success-700`} />}
          />
          <StatCard
            label="Authorization Pending"
            value={formatIndian(data.counts.pending)}
            href={transactionSummaryHref('P')}
            icon={<ClockIcon className={`${icon} text-warning-700`} />}
          />
          <StatCard
            label="SIP's"
            value={formatIndian(data.counts.sips)}
            href={SIP_SUMMARY_HREF}
            icon={<InfoIcon className={`${icon} text-brand-700`} />}
          />
        </div>
      )}
    </section>
  );
}
