'use client';

import { Fragment, type ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkCountdown } from '@/components/tracker/LinkCountdown';
import { RowActions } from '@/components/tracker/RowActions';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatUnits } from '@/lib/money';
import { takesEffectBy } from '@/lib/rules/sip-cancellation';
import { nextSort } from '@/lib/tables/sort';
import { amountOrUnits, istDateTime } from '@/lib/tracker/format';
import { TRACKER_MESSAGES } from '@/lib/tracker/messages';
import { TRACKER_STATE_LABELS, TRACKER_SORTS, type TrackerPage, type TrackerRow, type TrackerSort, type TrackerSortKey } from '@/lib/tracker/query';
import { FixText } from '@/components/ui/FixText';
import { TRAIL_WORDS } from '@/lib/rules/team-trail';

const amountOf = (r: TrackerRow) => amountOrUnits(r.amount, r.units);

function StateCell({ row, now }: { row: TrackerRow; now: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusPill state={row.state} />
      {row.state === 'P' && row.expiresAt && <LinkCountdown expiresAt={row.expiresAt} now={now} />}
      {row.allotment && (
        <span className="text-xs text-ink-muted">
          {formatUnits(Number(row.allotment.units))} units at NAV {row.allotment.nav} ({row.allotment.navDate})
        </span>
      )}
      {row.approvedAt && <span className="text-xs text-ink-muted">Approved {istDateTime(row.approvedAt)}</span>}
      {row.effectiveBy && <span className="text-xs text-ink">{takesEffectBy(row.effectiveBy)}</span>}
      {row.effectiveByNote && <span className="text-xs text-ink-muted">{row.effectiveByNote}</span>}
      {row.reason && <span className="text-xs text-danger-700">{row.reason}</span>}
      {row.fix && (
        <span className="text-xs">
          <FixText fix={row.fix} />
        </span>
      )}
      {row.state === 'D' && <span className="text-xs text-ink-muted">{TRACKER_MESSAGES.inDoubt}</span>}
    </div>
  );
}

export interface TrackerTableProps {
  data: TrackerPage;
  busy: string | null;
  onAction: (action: 'resend' | 'reinitiate', reference: string) => void;
  filtered: boolean;
  /** Sorted by the store across every page, so the header asks the server rather than reordering one page. */
  sort: TrackerSort | null;
  onSort: (sort: TrackerSort | null) => void;
}

const sortsOnServer = (key: string): key is TrackerSortKey => (TRACKER_SORTS as readonly string[]).includes(key);

/** A label whose slashes may end a line (a <wbr>, which adds no text): "SIP Pause/Cancellation". */
function breakableAfterSlash(label: string): ReactNode {
  return label.split('/').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The columns as text, for the CSV of what is shown. */
export const trackerText: Record<string, (r: TrackerRow) => string> = {
  investor: (r) => r.investor,
  pan: (r) => r.pan,
  kind: (r) => r.kindLabel,
  scheme: (r) => r.scheme,
  amount: amountOf,
  reference: (r) => r.reference,
  at: (r) => istDateTime(r.at),
  by: (r) => r.by.name,
  state: (r) => [TRACKER_STATE_LABELS[r.state], r.reason, r.effectiveBy && takesEffectBy(r.effectiveBy), r.effectiveByNote].filter(Boolean).join(': '),
};

export function TrackerTable({ data, busy, onAction, filtered, sort, onSort }: TrackerTableProps) {
  // The table writes the PAN and the time under the investor, the scheme and amount under the type, so the
  // status, its countdown and the actions share a small desktop's width without the pinned actions covering
  // the status (the reference keeps a column of its own: it is what a distributor looks for).
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
    // A break may follow a slash ("SIP Pause/Cancellation"): one long word would otherwise widen the column
    // past a small desktop's width.
    { key: 'kind', header: 'Type', cell: (r) => breakableAfterSlash(r.kindLabel) },
    { key: 'scheme', header: 'Scheme', cell: (r) => <span className="break-words">{r.scheme || '—'}</span>, under: 'kind' },
    { key: 'amount', header: 'Amount', cell: (r) => <span className="whitespace-nowrap">{amountOf(r) || '—'}</span>, numeric: true, under: 'kind' },
    // A reference may be one long word (an NFO link's is twelve random letters, wider than a transaction
    // number): it may break anywhere rather than widen the table past a small desktop's width.
    { key: 'reference', header: 'Ref No', cell: (r) => <span className="wrap-anywhere">{r.reference || '—'}</span> },
    { key: 'at', header: 'Initiated', cell: (r) => <span className="whitespace-nowrap">{istDateTime(r.at)}</span>, under: 'investor' },
    // Who in the firm initiated it, beneath when: a firm's trail names the person, not only the ARN.
    { key: 'by', header: TRAIL_WORDS.by, cell: (r) => <span className="break-words">{r.by.name}</span>, under: 'investor' },
    { key: 'state', header: 'Status', cell: (r) => <StateCell row={r} now={data.now} /> },
  ];
  // Headers of the columns the store sorts by are sortable; text marks a column as sortable in the table.
  const sortable = columns.map((c) => (sortsOnServer(c.key) ? { ...c, text: trackerText[c.key] } : c));
  const caption = `What you initiated: ${data.total} ${data.total === 1 ? 'request' : 'requests'}`;
  return (
    <DataTable
      sort={sort}
      onSort={(key, dir) => {
        if (!sortsOnServer(key)) return onSort(null);
        // A header click cycles as every table's does; the phone's select names the order outright.
        const next = dir === undefined ? nextSort(sort, key) : dir ? { key, dir } : null;
        onSort(next && sortsOnServer(next.key) ? { key: next.key, dir: next.dir } : null);
      }}
      caption={caption}
      captionHidden
      columns={sortable}
      rows={data.rows}
      rowKey={(r) => String(r.id)}
      empty={<EmptyState title={filtered ? TRACKER_MESSAGES.empty : TRACKER_MESSAGES.none} />}
      actions={(r) => <RowActions row={r} busy={busy} onAction={onAction} />}
    />
  );
}
