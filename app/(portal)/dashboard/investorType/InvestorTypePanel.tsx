'use client';

import { useState } from 'react';
import { ListError } from '@/components/drilldowns/ListError';
import { Pager } from '@/components/drilldowns/Pager';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import type { InvestorTab } from '@/lib/drilldowns/investor-types';
import { formatIndian } from '@/lib/money';
import { useInvestorTypeList } from '@/components/dashboard/use-drilldown-lists';
import type { TypedInvestorRow } from '@/lib/api/dashboard-lists';

const COLUMNS: Column<TypedInvestorRow>[] = [
  { key: 'name', header: 'Investor Name', cell: (r) => r.name },
  { key: 'pan', header: 'PAN', cell: (r) => r.pan },
  { key: 'mobile', header: 'Mobile Number', cell: (r) => r.mobile || '-NA-' },
  { key: 'email', header: 'Email Id', cell: (r) => <span className="break-all">{r.email || '-NA-'}</span> },
];

export function InvestorTypePanel({ tab, fund }: { tab: InvestorTab; fund: string | null }) {
  const [page, setPage] = useState(1);
  const { data, error, loading, mutate } = useInvestorTypeList(tab, fund, page);
  if (error && !data) return <ListError message={error} onRetry={() => void mutate()} />;
  if (!data) return <SkeletonLines lines={5} label="Loading investors…" />;

  const caption = `${tab} investors of ${data.fundName}: ${formatIndian(data.total)}`;
  return (
    <div aria-busy={loading || undefined}>
      <p className="mb-2 font-medium text-ink">{caption}</p>
      <DataTable
        caption={caption}
        captionHidden
        columns={COLUMNS}
        rows={data.rows}
        rowKey={(r) => r.pan}
        empty={<EmptyState title="No Data Found" />}
      />
      <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={`${tab} investors`} busy={loading} />
    </div>
  );
}
