'use client';

import { useBff } from '@/components/bff/use-bff';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { EARNINGS_API, type EarningRow, type EarningsResponse } from '@/lib/api/reports';
import { NO_DATA_FOUND } from '@/lib/messages/reports';
import { formatIndian } from '@/lib/money';
import { EarningsChart } from './EarningsChart';
import { IncentiveSection } from './IncentiveSection';

const COLUMNS: Column<EarningRow>[] = [
  { key: 'bank', header: 'Bank Name', cell: (r) => r.bankName },
  { key: 'from', header: 'From date', cell: (r) => <span className="tabular-nums">{r.from}</span> },
  { key: 'to', header: 'To date', cell: (r) => <span className="tabular-nums">{r.to}</span> },
  { key: 'amount', header: 'Amount (₹)', numeric: true, cell: (r) => formatIndian(r.amount) },
];

export function EarningsView() {
  // Read once per visit (useBff's default).
  const { data, error, mutate, validating } = useBff<EarningsResponse>(EARNINGS_API);
  if (error) {
    return (
      <div className="space-y-2">
        <Alert tone="error">{error}</Alert>
        <Button variant="secondary" size="sm" busy={validating} busyLabel="Trying again…" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <SkeletonLines lines={6} label="Loading earnings…" />;
  if (data.rows.length === 0) return <EmptyState title={NO_DATA_FOUND} />;
  return (
    <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
      <section className="rounded-card border border-line bg-surface p-4 shadow-card">
        <DataTable caption="Brokerage by month" columns={COLUMNS} rows={data.rows} rowKey={(r) => r.key} empty={null} />
      </section>
      <section aria-labelledby="earnings-chart-heading" className="rounded-card border border-line bg-surface p-4 shadow-card">
        <h2 id="earnings-chart-heading" className="pb-2 font-medium text-ink">
          The last six months
        </h2>
        <EarningsChart rows={data.rows} />
      </section>
      <IncentiveSection rows={data.incentives} total={data.incentiveTotal} />
    </div>
  );
}
