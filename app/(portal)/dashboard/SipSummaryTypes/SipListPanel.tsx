'use client';

import { useState } from 'react';
import { ListError } from '@/components/drilldowns/ListError';
import { Pager } from '@/components/drilldowns/Pager';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { SIP_LOADING_TEXT, type SipList } from '@/lib/drilldowns/sip-summary';
import { formatIndian } from '@/lib/money';
import { useSipSummaryList } from '@/components/dashboard/use-drilldown-lists';
import type { SipSummaryRow } from '@/lib/api/dashboard-lists';

const PERSON: Column<SipSummaryRow>[] = [
  { key: 'investor', header: 'Investor Name', cell: (r) => r.investor },
  { key: 'pan', header: 'PAN', cell: (r) => r.pan },
  { key: 'scheme', header: 'Scheme', cell: (r) => r.scheme },
  { key: 'folio', header: 'Folio No', cell: (r) => r.folio },
  { key: 'mobile', header: 'Mobile Number', cell: (r) => r.mobile || '-NA-' },
  { key: 'email', header: 'Email Id', cell: (r) => <span className="break-all">{r.email || '-NA-'}</span> },
];

const SIP: Column<SipSummaryRow>[] = [
  { key: 'amount', header: 'SIP Amount', cell: (r) => r.amount, numeric: true },
  { key: 'start', header: 'Start Date', cell: (r) => r.startDate },
  { key: 'end', header: 'End Date', cell: (r) => r.endDate },
  { key: 'mandate', header: 'Mode', cell: (r) => r.mandate || '-NA-' },
];

// One row per client with SIPs: how many, in which schemes and folios, and the monthly total.
const CLIENT: Column<SipSummaryRow>[] = [
  ...PERSON.slice(0, 2),
  { key: 'sips', header: 'Live SIPs', cell: (r) => r.sips, numeric: true },
  { key: 'amount', header: 'Monthly SIP Amount', cell: (r) => r.amount, numeric: true },
  { key: 'scheme', header: 'Schemes', cell: (r) => r.scheme },
  { key: 'folio', header: 'Folio Nos', cell: (r) => r.folio },
  ...PERSON.slice(4),
];

// A client without a SIP has a fund and a folio, no SIP dates.
const columnsFor = (list: SipList) =>
  list === 'CWOS'
    ? PERSON.map((c) => (c.key === 'scheme' ? { ...c, header: 'Fund' } : c))
    : list === 'CWS'
      ? CLIENT
      : [...PERSON, ...SIP];

function Loading() {
  return (
    <div role="status" className="space-y-2">
      <p className="text-ink-muted">{SIP_LOADING_TEXT}</p>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

export function SipListPanel({ list, title }: { list: SipList; title: string }) {
  const [page, setPage] = useState(1);
  const { data, error, loading, validating, mutate } = useSipSummaryList(list, page);
  if (error && !data) return <ListError message={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;

  const caption = `${title}: ${formatIndian(data.total)}`;
  return (
    <div aria-busy={validating || undefined}>
      {data.total > 0 && <p className="mb-2 font-medium text-ink">{caption}</p>}
      <DataTable
        caption={caption}
        captionHidden
        columns={columnsFor(list)}
        rows={data.rows}
        rowKey={(r) => r.key}
        empty={<EmptyState title="No Data Found" />}
      />
      {loading && <p role="status" className="mt-2 text-ink-muted">{SIP_LOADING_TEXT}</p>}
      <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} label={title} busy={loading} />
    </div>
  );
}
