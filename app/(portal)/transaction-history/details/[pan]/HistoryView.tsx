'use client';

import { useBff } from '@/components/bff/use-bff';
import { InitiateDialogs } from '@/components/investors/InitiateDialogs';
import { StatusTick } from '@/components/investors/StatusTick';
import { useInitiateInvestment } from '@/components/investors/use-initiate-investment';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { HISTORY_API, type HistoryRequest, type HistoryResponse } from '@/lib/api/reports';
import { NO_DATA_FOUND } from '@/lib/messages/reports';
import { HistoryTable } from './HistoryTable';

// Read once per visit (useBff's default): the list changes when the investor acts, not while the page is open.

/** One investor's transactions; a failed read is the seed's 'No Data Found' in red, with a retry. */
export function HistoryView({ pan, kyc }: { pan: string; kyc: boolean | null }) {
  const { data, error, mutate, validating } = useBff<HistoryResponse>(HISTORY_API, { body: { pan } satisfies HistoryRequest });
  const initiate = useInitiateInvestment('list');

  return (
    <section aria-labelledby="history-heading" className="space-y-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="history-heading" className="text-xl font-semibold text-ink">
          Transactions List <span className="text-base font-normal tabular-nums text-ink-muted">PAN {pan}</span>
        </h1>
        {kyc !== null && <StatusTick ok={kyc} label="KYC" />}
      </header>
      {initiate.error && <Alert tone="error">{initiate.error}</Alert>}
      {error ? (
        <div className="space-y-2">
          <p role="alert" className="font-medium text-danger-700">
            {NO_DATA_FOUND}
          </p>
          <Button variant="secondary" size="sm" busy={validating} busyLabel="Trying again…" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <SkeletonLines lines={5} label="Loading transactions…" />
      ) : data.rows.length === 0 ? (
        <EmptyState title={NO_DATA_FOUND} />
      ) : (
        <HistoryTable rows={data.rows} busy={initiate.busyPan === pan} onTransact={() => void initiate.start(pan)} />
      )}
      <InitiateDialogs prompt={initiate.prompt} onClose={initiate.closePrompt} />
    </section>
  );
}
