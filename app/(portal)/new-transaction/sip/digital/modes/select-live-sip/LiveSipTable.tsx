import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import type { LiveSip } from '@/lib/api/sip-changes';
import { istDay, type CalendarDay } from '@/lib/dates';
import { modifiable, modificationBlock } from '@/lib/forms/sip/sip-modification-fields';
import { TOPUP_FREQUENCY_LABELS, TOPUP_MIN_INSTALMENTS_LEFT } from '@/lib/forms/sip/sip-topup-fields';
import { formatRupees } from '@/lib/money';
import { sipStatusText } from '@/lib/sip-status-texts';
import { modificationHref, topupHref } from '@/lib/transactions/live-sip-routes';

export const LIVE_SIP_TEXT = {
  none: 'There are no live SIPs for this investor',
  fewInstalments: 'Top-up needs more than 6 installments left',
  pendingTopup: 'Top-up not allowed: a top-up is awaiting the investor’s approval',
  pausedTopup: 'Top-up not allowed while the SIP is paused',
  pausedModification: 'Modification not allowed while the SIP is paused',
} as const;

/** Why a top-up cannot be registered now, or null when it can. */
export function topupBlock(sip: LiveSip): string | null {
  if (sip.status === 'Paused') return LIVE_SIP_TEXT.pausedTopup;
  if (sip.installmentsLeft <= TOPUP_MIN_INSTALMENTS_LEFT) return LIVE_SIP_TEXT.fewInstalments;
  if (sip.topup?.status === 'Pending') return LIVE_SIP_TEXT.pendingTopup;
  return null;
}

const topupText = (t: NonNullable<LiveSip['topup']>) =>
  `${t.status === 'Pending' ? 'Awaiting approval' : 'Active'}: ${formatRupees(t.amount)} ${TOPUP_FREQUENCY_LABELS[t.frequency]}, ${t.startDate} to ${t.endDate}`;

const COLUMNS: Column<LiveSip>[] = [
  { key: 'scheme', header: 'Scheme Name', cell: (s) => s.schemeName },
  { key: 'status', header: 'Status', cell: (s) => sipStatusText(s.status, { from: s.pausedFrom, to: s.pausedTo }) },
  { key: 'urn', header: 'URN Status', cell: (s) => s.urnStatus },
  { key: 'type', header: 'SIP Type', cell: (s) => s.sipTypeName },
  { key: 'amount', header: 'Amount', numeric: true, cell: (s) => formatRupees(s.amount) },
  { key: 'frequency', header: 'Frequency', cell: (s) => s.frequency },
  { key: 'ihno', header: 'Ref No', cell: (s) => s.ihno },
  { key: 'reg', header: 'Registration Date', cell: (s) => s.registeredOn },
  { key: 'start', header: 'Start Date', cell: (s) => s.startDate },
  { key: 'end', header: 'End Date', cell: (s) => s.endDate },
  { key: 'inst', header: 'Installments', numeric: true, cell: (s) => `${s.installments} (${s.installmentsLeft} left)` },
  { key: 'topup', header: 'Top-up', cell: (s) => (s.topup ? topupText(s.topup) : 'None') },
  { key: 'modification', header: 'Modification', cell: (s) => (s.modificationPending ? 'Awaiting approval' : 'None') },
];

const Why = ({ text }: { text: string }) => <p className="max-w-48 text-xs text-ink-muted">{text}</p>;

/** Each change the SIP allows now, or why not. */
function Actions({ sip, f, today }: { sip: LiveSip; f: string; today: CalendarDay }) {
  const topup = topupBlock(sip);
  const modify = sip.status === 'Paused' ? LIVE_SIP_TEXT.pausedModification : modificationBlock(modifiable(sip), today);
  return (
    <div className="flex flex-col items-start gap-2">
      {topup ? (
        <Why text={topup} />
      ) : (
        <Link href={topupHref(f, sip.ihno)} className={buttonClassName('primary', 'sm')} aria-label={`Top-up SIP ${sip.ihno}`}>
          Top-up
        </Link>
      )}
      {modify ? (
        <Why text={modify} />
      ) : (
        <Link href={modificationHref(f, sip.ihno)} className={buttonClassName('secondary', 'sm')} aria-label={`Modify SIP ${sip.ihno}`}>
          Modify
        </Link>
      )}
    </div>
  );
}

/** The live SIPs folio by folio: a table on a desktop, cards on a phone; each row says what it allows. */
export function LiveSipTable({ sips, f }: { sips: LiveSip[]; f: string }) {
  if (sips.length === 0) return <EmptyState title={LIVE_SIP_TEXT.none} />;
  const folios = [...new Set(sips.map((s) => s.folio))];
  const today = istDay(new Date());
  return (
    <div className="space-y-6">
      {folios.map((folio) => (
        <section key={folio} aria-label={`Folio ${folio}`} className="space-y-2">
          <DataTable
            caption={`Live SIPs of folio ${folio}`}
            columns={COLUMNS}
            rows={sips.filter((s) => s.folio === folio)}
            rowKey={(s) => s.ihno}
            empty={null}
            actions={(s) => <Actions sip={s} f={f} today={today} />}
          />
        </section>
      ))}
    </div>
  );
}
