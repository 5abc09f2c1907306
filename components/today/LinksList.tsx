'use client';

import { useCan } from '@/components/shell/member-context';
import { CopyLinkButton } from '@/components/tracker/CopyLinkButton';
import { LinkCountdown } from '@/components/tracker/LinkCountdown';
import { Button } from '@/components/ui/Button';
import type { Column } from '@/components/ui/DataTable';
import { ACTION_NEEDS } from '@/lib/api/action-needs';
import type { TodayLink } from '@/lib/api/today';
import { LINK_EXPIRY_HOURS, TODAY_EMPTY, TODAY_SENT } from '@/lib/rules/worklist';
import { TRAIL_WORDS } from '@/lib/rules/team-trail';
import { amountOrUnits, istDateTime } from '@/lib/tracker/format';
import { TodayList, type RowSelect } from './TodayList';

const amount = (l: TodayLink) => amountOrUnits(l.amount, l.units);

function columns(now: string): Column<TodayLink>[] {
  return [
    { key: 'investor', header: 'Investor', cell: (l) => l.investor, text: (l) => l.investor },
    { key: 'kind', header: 'Transaction', cell: (l) => `${l.kindLabel} (Ref No ${l.reference})`, text: (l) => l.kindLabel },
    { key: 'scheme', header: 'Scheme', cell: (l) => l.scheme || '—', text: (l) => l.scheme },
    { key: 'amount', header: 'Amount', cell: amount, text: amount, numeric: true },
    { key: 'by', header: TRAIL_WORDS.by, cell: (l) => l.by.name, text: (l) => l.by.name },
    {
      key: 'expires',
      header: 'Link',
      cell: (l) => (
        <div className="space-y-1">
          <LinkCountdown expiresAt={l.expiresAt} now={now} />
          <p className="text-xs text-ink-muted">{TODAY_SENT.link(istDateTime(l.lastSentAt))}</p>
        </div>
      ),
      sortBy: (l) => l.expiresAt,
    },
  ];
}

export interface LinksListProps {
  links: TodayLink[];
  now: string;
  busy: string | null;
  onResend: (reference: string) => void;
  limit?: number;
  more?: React.ReactNode;
  level?: 2 | 3;
  select?: RowSelect<TodayLink>;
  /** The admin's choice of whose links to show, and whether one is chosen. */
  choice?: { control: React.ReactNode; narrowed: boolean };
}

/** Pending authorisations whose link stops working within a day: copy it, or send it again. */
export function LinksList({ links, now, busy, onResend, limit, more, select, level, choice }: LinksListProps) {
  // A role that may not resend (Viewer) is not offered it; copying the link is reading it.
  const mayResend = useCan(ACTION_NEEDS.resendLink);
  return (
    <TodayList
      id="today-links"
      title="Links expiring"
      hint={`Authorisation links that stop working within ${LINK_EXPIRY_HOURS} hours. ${mayResend ? 'Resend one, or copy it' : 'Copy one'} to share it yourself.`}
      rows={links}
      columns={columns(now)}
      rowKey={(l) => String(l.id)}
      extra={choice?.control}
      empty={choice?.narrowed ? TRAIL_WORDS.noneOfPerson : TODAY_EMPTY.links}
      limit={limit}
      more={more}
      level={level}
      select={select}
      actions={(l) => (
        <div className="flex flex-wrap gap-2">
          <CopyLinkButton ihno={l.reference} link={l.link} />
          {mayResend && (
            <Button size="sm" variant="secondary" busy={busy === `resend:${l.reference}`} busyLabel="Resending…" disabled={busy !== null || l.resendsLeft <= 0} onClick={() => onResend(l.reference)}>
              Resend Link<span className="sr-only"> of transaction {l.reference}</span>
            </Button>
          )}
        </div>
      )}
    />
  );
}
