'use client';

import { Alert } from '@/components/ui/Alert';
import { DataTable } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { Spinner } from '@/components/ui/Spinner';
import { NO_UPCOMING_SIPS, SIPS_LOADING } from '@/lib/investor-messages';
import { useUpcomingSips } from './use-investor-detail';
import type { UpcomingSip } from '@/lib/api/investors';
import { rupeesOrNA } from './figures';
import { sipStatusText } from '@/lib/sip-status-texts';
import { SipInstalmentsCell } from './SipInstalmentsCell';

const COLUMNS = [
  { key: 'fund', header: 'Fund Name', cell: (s: UpcomingSip) => s.fundName },
  { key: 'folio', header: 'Folio Number', cell: (s: UpcomingSip) => s.folio },
  { key: 'sipDate', header: 'SIP Date', cell: (s: UpcomingSip) => s.sipDate },
  { key: 'start', header: 'Start Date', cell: (s: UpcomingSip) => s.startDate },
  { key: 'end', header: 'End Date', cell: (s: UpcomingSip) => s.endDate },
  { key: 'amount', header: 'Amount', cell: (s: UpcomingSip) => rupeesOrNA(s.amount), numeric: true },
  { key: 'status', header: 'Status', cell: (s: UpcomingSip) => sipStatusText(s.status, { from: s.pausedFrom, to: s.pausedTo }) },
  { key: 'instalments', header: 'Recent Instalments', cell: (s: UpcomingSip) => <SipInstalmentsCell sip={s} /> },
];

/** Loaded when the tab is opened; the seed's 'loading please wait...' until the registrar answers. */
export function UpcomingSipsPanel({ pan }: { pan: string }) {
  const { data, error } = useUpcomingSips(pan);
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Spinner label={SIPS_LOADING} />;
  return (
    <DataTable
      caption="Upcoming SIPs"
      captionHidden
      columns={COLUMNS}
      rows={data.sips}
      rowKey={(s) => s.id}
      empty={<EmptyState title={NO_UPCOMING_SIPS} />}
    />
  );
}
