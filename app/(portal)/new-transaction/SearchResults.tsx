'use client';

import { useBff } from '@/components/bff/use-bff';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { RowAction } from '@/components/investors/RowAction';
import { StatusTick } from '@/components/investors/StatusTick';
import { useInitiateInvestment } from '@/components/investors/use-initiate-investment';
import { Alert } from '@/components/ui/Alert';
import { DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { INVESTOR_SEARCH_API, type InvestorListItem, type InvestorSearchResponse } from '@/lib/api/investors';
import { NO_INVESTORS_MESSAGE } from '@/lib/forms/investors/investor-tabs';
import { SEARCH_KEY_LABELS, type InvestorSearchQuery } from '@/lib/forms/investors/investor-search-check';

// The key is in the address (the flag's rule reads it there); the value, personal data, is posted.
const searchUrl = (q: InvestorSearchQuery) => `${INVESTOR_SEARCH_API}?${new URLSearchParams({ key: q.key })}`;

const COLUMNS = [
  { key: 'name', header: 'Investor Name', cell: (r: InvestorListItem) => r.name },
  { key: 'pan', header: 'PAN', cell: (r: InvestorListItem) => <span className="tabular-nums">{r.pan}</span> },
  { key: 'mobile', header: 'Mobile No.', cell: (r: InvestorListItem) => r.mobile ?? '-NA-' },
  { key: 'kyc', header: 'KYC', cell: (r: InvestorListItem) => <StatusTick ok={r.kyc} /> },
  { key: 'fatca', header: 'FATCA', cell: (r: InvestorListItem) => <StatusTick ok={r.fatca} /> },
];

/** The investors of the book that match one search, each with Transact (individual PANs only). */
export function SearchResults({ query }: { query: InvestorSearchQuery }) {
  const { data, error, mutate } = useBff<InvestorSearchResponse>(searchUrl(query), { body: { value: query.value }, revalidateOnReconnect: true });
  const initiate = useInitiateInvestment('list');

  if (error) {
    return (
      <Alert tone="error">
        {error}{' '}
        <button type="button" className="underline" onClick={() => mutate()}>
          Try again
        </button>
      </Alert>
    );
  }
  if (!data) return <SkeletonLines lines={3} label="Searching…" />;

  const caption = `${data.rows.length} investor${data.rows.length === 1 ? '' : 's'} found by ${SEARCH_KEY_LABELS[query.key]}`;
  return (
    <div className="space-y-3" aria-live="polite">
      {initiate.error && <Alert tone="error">{initiate.error}</Alert>}
      <DataTable
        caption={caption}
        columns={COLUMNS}
        rows={data.rows}
        rowKey={(r) => r.pan}
        empty={<EmptyState title={NO_INVESTORS_MESSAGE} />}
        actions={(row) => (
          <RowAction
            row={row}
            navigation={{ kind: 'new-transaction' }}
            busy={initiate.busyPan === row.pan}
            onTransact={initiate.start}
            onSelect={() => {}}
          />
        )}
      />
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </div>
  );
}
