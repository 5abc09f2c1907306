'use client';

import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkCountdown } from '@/components/tracker/LinkCountdown';
import { RowActions } from '@/components/tracker/RowActions';
import { TrackerStatus } from '@/components/tracker/TrackerStatus';
import { formatIndian, formatUnits } from '@/lib/money';
import { istDateTime } from '@/lib/tracker/format';
import { TRACKER_MESSAGES } from '@/lib/tracker/messages';
import type { TrackerPage, TrackerRow } from '@/lib/tracker/query';

const amountOf = (r: TrackerRow) => (r.amount && Number(r.amount) > 0 ? `₹${formatIndian(Number(r.amount))}` : '');

function StateCell({ row, now }: { row: TrackerRow; now: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <TrackerStatus state={row.state} />
      {row.state === 'P' && row.expiresAt && <LinkCountdown expiresAt={row.expiresAt} now={now} />}
      {row.allotment && (
        <span className="text-xs text-ink-muted">
          {formatUnits(Number(row.allotment.units))} units at NAV {row.allotment.nav} ({row.allotment.navDate})
        </span>
      )}
      {row.reason && <span className="text-xs text-danger-700">{row.reason}</span>}
      {row.state === 'D' && <span className="text-xs text-ink-muted">{TRACKER_MESSAGES.inDoubt}</span>}
    </div>
  );
}

export interface TrackerTableProps {
  data: TrackerPage;
  busy: string | null;
  onAction: (action: 'resend' | 'reinitiate', reference: string) => void;
  filtered: boolean;
}

export function TrackerTable({ data, busy, onAction, filtered }: TrackerTableProps) {
  const columns: Column<TrackerRow>[] = [
    {
      key: 'investor',
      header: 'Investor',
      cell: (r) => (
        <span className="break-words">
          {r.investor || '—'}
          {r.pan && <span className="block text-xs text-ink-muted">{r.pan}</span>}
        </span>
      ),
    },
    { key: 'kind', header: 'Type', cell: (r) => r.kindLabel },
    { key: 'scheme', header: 'Scheme', cell: (r) => <span className="line-clamp-2 break-words" title={r.scheme}>{r.scheme || '—'}</span> },
    { key: 'amount', header: 'Amount', cell: (r) => <span className="whitespace-nowrap">{amountOf(r)}</span>, numeric: true },
    { key: 'reference', header: 'Ref No', cell: (r) => r.reference || '—' },
    { key: 'at', header: 'Initiated', cell: (r) => <span className="whitespace-nowrap">{istDateTime(r.at)}</span> },
    { key: 'state', header: 'Status', cell: (r) => <StateCell row={r} now={data.now} /> },
  ];
  const caption = `What you initiated: ${data.total} ${data.total === 1 ? 'request' : 'requests'}`;
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={data.rows}
      rowKey={(r) => String(r.id)}
      empty={<EmptyState title={filtered ? TRACKER_MESSAGES.empty : TRACKER_MESSAGES.none} />}
      actions={(r) => <RowActions row={r} busy={busy} onAction={onAction} />}
    />
  );
}
