'use client';

import type { ReactNode } from 'react';
import type { Column } from '@/components/ui/DataTable';
import { Alert } from '@/components/ui/Alert';
import type { TodayLapsingEuin } from '@/lib/api/today';
import { EUIN_LAPSE_CARD } from '@/lib/rules/team';
import { TodayList } from './TodayList';

// The firm's admin's card of the EUIN certifications about to lapse (GetLapsingEuins), fetched only when
// the BFF sends one: its words come with lib/rules/team.ts, which no other part of Today needs.

const C = EUIN_LAPSE_CARD;

const COLUMNS: Column<TodayLapsingEuin>[] = [
  { key: 'euin', header: 'EUIN', cell: (e) => e.euin, text: (e) => e.euin },
  { key: 'holder', header: 'Holder', cell: (e) => e.holder, text: (e) => e.holder },
  { key: 'member', header: 'Member', cell: (e) => e.member || C.noMember, text: (e) => e.member },
  { key: 'until', header: 'Certified until', cell: (e) => <span className="whitespace-nowrap">{e.certifiedUntil}</span>, sortBy: (e) => e.daysLeft },
  { key: 'days', header: 'Days left', cell: (e) => C.daysLeft(e.daysLeft), sortBy: (e) => e.daysLeft, numeric: true },
];

export interface LapsingEuinsProps {
  /** Soonest first; null when they could not be read just now. */
  euins: TodayLapsingEuin[] | null;
  limit?: number;
  more?: ReactNode;
  level?: 2 | 3;
}

export function LapsingEuins({ euins, limit, more, level = 2 }: LapsingEuinsProps) {
  const whatToDo = <p className="text-sm text-ink">{C.whatToDo}</p>;
  if (euins === null) {
    const Heading = level === 3 ? 'h3' : 'h2';
    return (
      <section id="today-euins" aria-labelledby="today-euins-title" className="scroll-mt-20 space-y-2 rounded-card border border-line bg-surface p-4 shadow-card">
        <Heading id="today-euins-title" className="text-base font-semibold text-ink">
          {C.title}
        </Heading>
        <Alert tone="warning">{C.unreadable}</Alert>
      </section>
    );
  }
  return (
    <TodayList
      id="today-euins"
      title={C.title}
      hint={C.hint}
      extra={euins.length > 0 ? whatToDo : undefined}
      rows={euins}
      columns={COLUMNS}
      rowKey={(e) => e.euin}
      empty={C.empty}
      limit={limit}
      more={more}
      level={level}
    />
  );
}
