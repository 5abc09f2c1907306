'use client';

import { Button } from '@/components/ui/Button';
import { DataTable, type Column } from '@/components/ui/DataTable';
import { EmptyState } from '@/components/ui/EmptyState';
import type { MemberStatusChange, TeamMember } from '@/lib/api/team';
import { MEMBER_LABELS } from '@/lib/forms/team/team-member-fields';
import { TEAM_MESSAGES, TEAM_SCOPE_LABELS } from '@/lib/rules/team';
import { isTeamScope } from '@/lib/rules/team-roles';
import { MemberStatusPill } from './MemberStatusPill';

const codesOf = (m: TeamMember) => [m.euin, m.subBroker].filter(Boolean).join(' / ') || '—';

function scopeOf(m: TeamMember): string {
  const label = isTeamScope(m.scope) ? TEAM_SCOPE_LABELS[m.scope] : m.scope;
  return m.scope === 'list' ? `${label} (${m.scopePans.length})` : label;
}

const COLUMNS: Column<TeamMember>[] = [
  { key: 'name', header: 'Name', cell: (m) => <span className="font-medium">{m.name}</span> },
  // An address breaks only where the column is too narrow for it whole (a laptop's width).
  { key: 'email', header: MEMBER_LABELS.email, under: 'name', cell: (m) => <span className="wrap-anywhere xl:whitespace-nowrap">{m.email}</span> },
  { key: 'role', header: MEMBER_LABELS.role, cell: (m) => m.role },
  { key: 'codes', header: 'EUIN / Sub Broker Code', under: 'role', cell: (m) => <span className="tabular-nums">{codesOf(m)}</span> },
  { key: 'scope', header: MEMBER_LABELS.scope, cell: scopeOf },
  {
    key: 'status',
    header: 'Status',
    cell: (m) => (
      <>
        <MemberStatusPill status={m.status} />
        {m.invitationExpires && <span className="mt-1 block text-xs text-ink-muted">{TEAM_MESSAGES.invitationUntil(m.invitationExpires)}</span>}
      </>
    ),
  },
  { key: 'lastSignIn', header: 'Last sign-in', under: 'status', cell: (m) => <span className="tabular-nums">{m.lastSignIn || 'Never'}</span> },
];

export interface MemberListProps {
  members: TeamMember[];
  /** The signed-in member's own id: the registrar lets nobody change their own membership. */
  selfId: string | null;
  onEdit: (member: TeamMember) => void;
  onChange: (member: TeamMember, action: MemberStatusChange) => void;
}

/** The firm's members: a table on a desktop, cards on a phone, each with what the admin may change. */
export function MemberList({ members, selfId, onEdit, onChange }: MemberListProps) {
  const actions = (m: TeamMember) => {
    // A removed member is final (invite them again); one's own membership is another admin's to change.
    if (m.status === 'removed' || m.id === selfId) return null;
    const who = <span className="sr-only"> {m.name}</span>;
    return (
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => onEdit(m)}>
          Change access{who}
        </Button>
        {m.status === 'active' && (
          <Button size="sm" variant="secondary" onClick={() => onChange(m, 'suspend')}>
            Suspend{who}
          </Button>
        )}
        {m.status === 'suspended' && (
          <Button size="sm" variant="secondary" onClick={() => onChange(m, 'reactivate')}>
            Reactivate{who}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onChange(m, 'remove')}>
          {m.status === 'invited' ? 'Withdraw invitation' : 'Remove'}
          {who}
        </Button>
      </div>
    );
  };
  return (
    <DataTable
      caption="Members of the firm"
      captionHidden
      columns={COLUMNS}
      rows={members}
      rowKey={(m) => m.id}
      empty={<EmptyState title={TEAM_MESSAGES.noMembers} className="mt-3" />}
      actions={actions}
    />
  );
}
