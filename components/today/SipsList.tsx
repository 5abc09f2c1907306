'use client';

import { useCan } from '@/components/shell/member-context';
import { IntentLink } from '@/components/ui/IntentLink';
import { investorDetailPath } from '@/components/investors/row-navigation';
import { Button, buttonClassName } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodaySip } from '@/lib/api/today';
import { timelinePageHref } from '@/lib/tracker/timeline';
import { formatRupees } from '@/lib/money';
import { TODAY_EMPTY } from '@/lib/rules/worklist';
import { ReasonList } from './ReasonList';
import { TodayList } from './TodayList';

const COLUMNS: Column<TodaySip>[] = [
  { key: 'investor', header: 'Investor', cell: (s) => s.investor, text: (s) => s.investor },
  { key: 'scheme', header: 'Scheme', cell: (s) => `${s.scheme} (Folio ${s.folio})`, text: (s) => s.scheme },
  { key: 'amount', header: 'Instalment', cell: (s) => `${formatRupees(s.amount)} ${s.frequency.toLowerCase()}`, text: (s) => String(s.amount), numeric: true },
  { key: 'end', header: 'Ends', cell: (s) => s.endDate, text: (s) => s.endDate },
  { key: 'why', header: 'At risk because', cell: (s) => <ReasonList items={s.risks.map((r) => r.text)} />, sortBy: (s) => s.risks.length },
];

export interface SipsListProps {
  sips: TodaySip[];
  busyPan: string | null;
  onTransact: (pan: string) => void;
  limit?: number;
  more?: React.ReactNode;
  level?: 2 | 3;
}

/**
 * Live SIPs that may stop: failed instalments toward cancellation, a mandate that ends first or is too
 * small, or an end this month or next; and SIPs the registrar cancelled in the last 30 days. The SIP's
 * page has its instalments, top-up and modification; Transact leads to a new mandate or a new SIP (a
 * lapsed one's fix, so named there); a SIP registered as a transaction links to that transaction's
 * timeline, where the registrar's cancellation stands.
 */
export function SipsList({ sips, busyPan, onTransact, limit, more, level }: SipsListProps) {
  const mayInitiate = useCan(ACTION_NEEDS.initiateInvestment);
  return (
    <TodayList
      id="today-sips"
      title="SIPs at risk"
      hint="Fix these before the next instalment: an investor's SIP is cancelled after consecutive failed instalments."
      rows={sips}
      columns={COLUMNS}
      rowKey={(s) => s.key}
      empty={TODAY_EMPTY.sips}
      limit={limit}
      more={more}
      level={level}
      actions={(s) => (
        <div className="flex flex-wrap gap-2">
          <IntentLink href={investorDetailPath(s.pan)} className={buttonClassName('secondary', 'sm')}>
            View SIPs<span className="sr-only"> of {s.investor}</span>
          </IntentLink>
          {s.registeredAs && (
            <IntentLink href={timelinePageHref(s.registeredAs)} className={buttonClassName('secondary', 'sm')}>
              Timeline<span className="sr-only"> of transaction {s.registeredAs}</span>
            </IntentLink>
          )}
          {mayInitiate && (
            <Button size="sm" busy={busyPan === s.pan} busyLabel="Opening…" disabled={busyPan !== null} onClick={() => onTransact(s.pan)}>
              {s.lapsed ? 'Start a new SIP' : 'Transact'}<span className="sr-only"> for {s.investor}</span>
            </Button>
          )}
        </div>
      )}
    />
  );
}
