import 'server-only';
import type { MemberChangeResponse, MemberStatusChange } from '@/lib/api/team';
import type { MemberAccessChange } from '@/lib/forms/team/team-member';
import { TEAM_MESSAGES } from '@/lib/rules/team';
import { endEverySessionOf } from '../../auth/server-sessions';
import type { DistributorAuth } from '../../auth/session';
import { teamMembers, updateMember } from '../../fundhouse/endpoints/team';
import { upstream } from '../../fundhouse/upstream';
import { recordAudit } from '../../store/audit';
import { getDb } from '../../store/db';
import { handDraftsOver } from '../../store/drafts';
import { refusedOnField } from './member-refusal';
import { toTeamMember } from './team-members';

// The admin's changes of a member: their access (role, codes, scope) or their status. The registrar
// stops a suspended or removed member's tokens at once; the portal ends their portal sessions as well,
// so their next page goes to sign-in rather than to pages whose every read would fail. A change of
// access ends them too: the session carries the role, scope and codes its sign-in named, and the
// member's next sign-in brings the new ones. Each change is kept in the audit trail.

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

type Change = { action: 'update'; access: MemberAccessChange } | { action: MemberStatusChange; memberId: string };

const DONE: Record<MemberStatusChange, (name: string) => string> = {
  suspend: TEAM_MESSAGES.suspended,
  reactivate: TEAM_MESSAGES.reactivated,
  remove: TEAM_MESSAGES.removed,
};

// Reactivating gives back what the registrar took; nothing in a portal session needs ending for it.
const ENDS_SESSIONS = new Set<Change['action']>(['update', 'suspend', 'remove']);
const HANDS_DRAFTS_OVER = new Set<Change['action']>(['suspend', 'remove']);

/** The member's user id: the changed row's, or the list's when the answer had no row. */
async function userIdOf(auth: DistributorAuth, memberId: string, answered: string | undefined): Promise<string> {
  if (answered !== undefined) return answered;
  const all = await upstream(teamMembers, { Arn: auth.session.arn }, { token: auth.token });
  return all.DtData.find((m) => m.MemberId.trim() === memberId)?.UserId.trim() ?? '';
}

async function change(auth: DistributorAuth, c: Change, from: RequestOrigin): Promise<MemberChangeResponse> {
  const memberId = c.action === 'update' ? c.access.memberId : c.memberId;
  const access = c.action === 'update' ? c.access : null;
  const send = () =>
    upstream(
      updateMember,
      {
        Arn: auth.session.arn,
        MemberId: memberId,
        Action: c.action,
        ...(access && { Role: access.role, Euin: access.euin, SubBroker: access.subBroker, Scope: access.scope, ScopePans: access.scopePans.join(',') }),
      },
      { token: auth.token },
    );
  const answer = access ? await refusedOnField(access, send) : await send();
  const row = answer.DtData[0];
  const member = row ? toTeamMember(row) : null;
  const userId = await userIdOf(auth, memberId, member?.userId);
  if (ENDS_SESSIONS.has(c.action) && userId) await endEverySessionOf(userId);
  const db = await getDb();
  // The firm keeps a member's unfinished work: the admin who ends their access takes over their drafts.
  const draftsHandedOver = HANDS_DRAFTS_OVER.has(c.action) && userId ? await handDraftsOver(db, userId, auth.session.userId) : 0;
  await recordAudit(db, {
    kind: `team-member-${c.action}`,
    userId: auth.session.userId,
    arn: auth.session.arn,
    ip: from.ip,
    userAgent: from.userAgent,
    detail: { memberId, memberUserId: userId || null, ...(access && { role: access.role, scope: access.scope }), ...(draftsHandedOver && { draftsHandedOver }) },
    at: new Date(),
  });
  const registrar = answer.Dtinformation[0]?.Return_Message.trim() || TEAM_MESSAGES.updated;
  const done = c.action !== 'update' && member ? DONE[c.action](member.name) : registrar;
  const message = draftsHandedOver ? `${done}. ${TEAM_MESSAGES.draftsHandedOver(draftsHandedOver)}` : done;
  return { member, message };
}

export const changeMemberAccess = (auth: DistributorAuth, access: MemberAccessChange, from: RequestOrigin) => change(auth, { action: 'update', access }, from);

export const changeMemberStatus = (auth: DistributorAuth, action: MemberStatusChange, memberId: string, from: RequestOrigin) =>
  change(auth, { action, memberId }, from);
