'use client';

import { ListError } from '@/components/drilldowns/ListError';
import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { SkeletonLines } from '@/components/ui/Skeleton';
import { useTransactions } from '@/components/dashboard/use-drilldown-lists';
import type { AuthorisationState } from '@/lib/rules/transaction-windows';
import type { TransactionRow } from '@/lib/api/dashboard-lists';
import { CopyLinkButton } from '@/components/tracker/CopyLinkButton';
import { CsvButton } from '@/components/ui/CsvButton';
import { authorisationLabel, authorisationState, StatusPill } from '@/components/ui/StatusPill';
import { useTableSort } from '@/components/ui/use-table-sort';

// The table writes the fund and type under the investor and the date under the reference, so Ref No,
// Status and the action stay in view at a small desktop's width (the cards list each on its own).
const COLUMNS: Column<TransactionRow>[] = [
  { key: 'investor', header: 'Investor', cell: (r) => r.investor, text: (r) => r.investor },
  { key: 'fund', header: 'Fund', cell: (r) => r.fund, text: (r) => r.fund, under: 'investor' },
  { key: 'type', header: 'Type', cell: (r) => r.type, text: (r) => r.type, under: 'investor' },
  { key: 'date', header: 'Date', cell: (r) => r.date, text: (r) => r.date, under: 'ref' },
  { key: 'ref', header: 'Ref No', cell: (r) => r.ihno, text: (r) => r.ihno, numeric: true },
  { key: 'amount', header: 'Amount/Units', cell: (r) => <span className="whitespace-nowrap">{r.amount}</span>, numeric: true, text: (r) => r.amount },
  { key: 'status', header: 'Status', cell: (r) => <StatusPill state={authorisationState(r.state, r.rejected)} label={authorisationLabel(r.state, r.rejected)} />, text: (r) => authorisationLabel(r.state, r.rejected) },
];

export interface TransactionPanelProps {
  state: AuthorisationState;
  title: string;
  /** The row being reinitiated, if any: every Reinitiate waits until it is done. */
  busy: string | null;
  onReinitiate: (ihno: string) => void;
}

export function TransactionPanel({ state, title, busy, onReinitiate }: TransactionPanelProps) {
  const { data, error, loading, mutate } = useTransactions(state);
  const sorted = useTableSort(data?.rows ?? [], COLUMNS);
  if (error && !data) return <ListError message={error} onRetry={() => void mutate()} />;
  if (loading || !data) return <SkeletonLines lines={5} label="Loading transactions…" />;

  const actions = (row: TransactionRow) => {
    if (row.state === 'P' && row.link) return <CopyLinkButton ihno={row.ihno} link={row.link} />;
    if (row.state === 'E' && row.canReinitiate) {
      return (
        <Button size="sm" busy={busy === row.ihno} busyLabel="Reinitiating…" disabled={busy !== null} onClick={() => onReinitiate(row.ihno)}>
          Reinitiate<span className="sr-only"> transaction {row.ihno}</span>
        </Button>
      );
    }
    return null;
  };

  const count = data.rows.length;
  const caption = `${title}: ${count} ${count === 1 ? 'transaction' : 'transactions'}`;
  return (
    <>
      {/* Visible above the cards too, where the table's caption is not shown. */}
      {count > 0 && (
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium text-ink">{caption}</p>
          <CsvButton name={title} columns={COLUMNS} rows={sorted.rows} />
        </div>
      )}
      <DataTable
        caption={caption}
        captionHidden
        columns={COLUMNS}
        rows={sorted.rows}
        sort={sorted.sort}
        onSort={sorted.onSort}
        rowKey={(r) => r.ihno}
        empty={<EmptyState title="No Data Found" />}
        // Approved rows have no action (seed 000, transaction summary screen).
        actions={state === 'A' ? undefined : actions}
      />
    </>
  );
}
