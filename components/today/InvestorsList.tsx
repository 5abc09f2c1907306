'use client';

import { useCan, useMayOpen } from '@/components/shell/member-context';
import { Button, buttonClassName } from '@/components/ui/Button';
import { IntentLink } from '@/components/ui/IntentLink';
import type { Column } from '@/components/ui/DataTable';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodayInvestor } from '@/lib/api/today';
import { TODAY_EMPTY, TODAY_SENT } from '@/lib/rules/worklist';
import { istDateTime } from '@/lib/tracker/format';
import { ProblemList } from '@/components/investors/ProblemList';
import { TodayList, type RowSelect } from './TodayList';

const COLUMNS: Column<TodayInvestor>[] = [
  { key: 'investor', header: 'Investor', cell: (i) => i.investor, text: (i) => i.investor },
  { key: 'pan', header: 'PAN', cell: (i) => i.pan, text: (i) => i.pan },
  { key: 'kyc', header: 'KYC', cell: (i) => i.kyc, text: (i) => i.kyc },
  {
    key: 'why',
    header: 'Cannot transact because',
    cell: (i) => (
      <div className="space-y-1">
        <ProblemList problems={i.blocks} investor={i.investor} />
        {i.ekycSentAt && <p className="text-xs text-ink-muted">{TODAY_SENT.ekyc(istDateTime(i.ekycSentAt))}</p>}
      </div>
    ),
    sortBy: (i) => i.blocks.length,
  },
];

export interface InvestorsListProps {
  investors: TodayInvestor[];
  fatcaUrl: string;
  busyPan: string | null;
  onEkyc: (investor: TodayInvestor) => void;
  limit?: number;
  more?: React.ReactNode;
  level?: 2 | 3;
  select?: RowSelect<TodayInvestor>;
}

const has = (i: TodayInvestor, code: 'kyc' | 'fatca') => i.blocks.some((b) => b.code === code);

/**
 * The form a missing e-mail or mobile is requested on: the folio's non-commercial transaction, opened for the
 * investor by the problem's own fix link (sealed on the server), not the transaction types it would pass through.
 */
const contactUpdate = (i: TodayInvestor) => i.blocks.find((b) => b.code === 'contact')?.fixLink?.href;

/**
 * Investors of the book something stops: KYC (send the e-KYC link), FATCA (the update page), contacts (the NCT
 * form); and what the registrar holds against their orders, each with the link that fixes it.
 */
export function InvestorsList({ investors, fatcaUrl, busyPan, onEkyc, limit, more, select, level }: InvestorsListProps) {
  // What the role may not do is left out: the e-KYC mail needs resend, the NCT form initiate (Viewer has neither).
  const maySendEkyc = useCan(ACTION_NEEDS.sendEkyc);
  const mayOpen = useMayOpen();
  const contactForm = (i: TodayInvestor) => {
    const href = contactUpdate(i);
    return href && mayOpen(href) ? href : undefined;
  };
  return (
    <TodayList
      id="today-investors"
      title="Investors who cannot transact"
      hint="Each of these stops a transaction at its last step. Fix it before the investor wants to invest."
      rows={investors}
      columns={COLUMNS}
      rowKey={(i) => i.pan}
      empty={TODAY_EMPTY.investors}
      limit={limit}
      more={more}
      level={level}
      select={select}
      actions={(i) => (
        <div className="flex flex-wrap gap-2">
          {has(i, 'kyc') && maySendEkyc && (
            <Button size="sm" disabled={busyPan !== null} onClick={() => onEkyc(i)}>
              Send e-KYC link<span className="sr-only"> to {i.investor}</span>
            </Button>
          )}
          {has(i, 'fatca') && fatcaUrl && (
            <a href={fatcaUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary', 'sm')}>
              FATCA update<span className="sr-only"> for {i.investor} (opens in a new tab)</span>
            </a>
          )}
          {contactForm(i) && (
            <IntentLink href={contactForm(i) ?? ''} className={buttonClassName('secondary', 'sm')}>
              Request contact update<span className="sr-only"> for {i.investor}</span>
            </IntentLink>
          )}
        </div>
      )}
    />
  );
}
