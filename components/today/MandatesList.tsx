'use client';

import { useCan } from '@/components/shell/member-context';
import { IntentLink } from '@/components/ui/IntentLink';
import { investorDetailPath } from '@/components/investors/row-navigation';
import { Button, buttonClassName } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodayMandate } from '@/lib/api/today';
import { formatRupees } from '@/lib/money';
import { MANDATE_ENDING_DAYS, TODAY_EMPTY } from '@/lib/rules/worklist';
import { ReasonList } from './ReasonList';
import { TodayList } from './TodayList';

const KIND_LABELS: Record<string, string> = { ENACH: 'eNACH', UPI: 'UPI Autopay', OTM: 'OTM' };

const COLUMNS: Column<TodayMandate>[] = [
  { key: 'investor', header: 'Investor', cell: (m) => m.investor, text: (m) => m.investor },
  { key: 'kind', header: 'Mandate', cell: (m) => `${KIND_LABELS[m.kind] ?? m.kind}, ${m.bankName}`, text: (m) => m.kind },
  { key: 'umrn', header: 'UMR No', cell: (m) => m.umrn || '—', text: (m) => m.umrn },
  { key: 'end', header: 'Ends', cell: (m) => m.endDate, text: (m) => m.endDate },
  { key: 'max', header: 'Maximum', cell: (m) => formatRupees(m.maxAmount), text: (m) => String(m.maxAmount), numeric: true },
  { key: 'left', header: 'Left for SIPs', cell: (m) => formatRupees(m.headroom), text: (m) => String(m.headroom), numeric: true },
  { key: 'why', header: 'Needs', cell: (m) => <ReasonList items={m.notes} />, sortBy: (m) => m.notes.length },
];

export interface MandatesListProps {
  mandates: TodayMandate[];
  busyPan: string | null;
  onTransact: (pan: string) => void;
  limit?: number;
  more?: React.ReactNode;
  level?: 2 | 3;
}

/** Registrations awaiting the investor, mandates ending soon or drawn beyond their maximum, with what is left of each. */
export function MandatesList({ mandates, busyPan, onTransact, limit, more, level }: MandatesListProps) {
  const mayInitiate = useCan(ACTION_NEEDS.initiateInvestment);
  return (
    <TodayList
      id="today-mandates"
      title="Mandates"
      hint={`Registrations still awaiting the investor, and mandates that end within ${MANDATE_ENDING_DAYS} days or cannot carry their SIPs. "Left for SIPs" counts live SIPs, and paused ones from the day they resume.`}
      rows={mandates}
      columns={COLUMNS}
      rowKey={(m) => m.key}
      empty={TODAY_EMPTY.mandates}
      limit={limit}
      more={more}
      level={level}
      actions={(m) => (
        <div className="flex flex-wrap gap-2">
          <IntentLink href={investorDetailPath(m.pan)} className={buttonClassName('secondary', 'sm')}>
            View investor<span className="sr-only"> {m.investor}</span>
          </IntentLink>
          {m.status === 'Active' && mayInitiate && (
            <Button size="sm" busy={busyPan === m.pan} busyLabel="Opening…" disabled={busyPan !== null} onClick={() => onTransact(m.pan)}>
              New mandate<span className="sr-only"> for {m.investor}</span>
            </Button>
          )}
        </div>
      )}
    />
  );
}
