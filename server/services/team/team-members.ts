import 'server-only';
import type { z } from 'zod';
import type { TeamMember } from '@/lib/api/team';
import { istDateTime } from '@/lib/tracker/format';
import type { DistributorAuth } from '../../auth/session';
import { teamMembers, type memberRow } from '../../fundhouse/endpoints/team';
import { upstream } from '../../fundhouse/upstream';

// The firm's members as the admin's Team page lists them (lib/rules/team.ts). The registrar answers
// only the firm's admin and only for the token's own ARN.

type MemberWire = z.output<typeof memberRow>;

const pansOf = (list: string) => list.split(',').map((p) => p.trim()).filter(Boolean);

export function toTeamMember(m: MemberWire): TeamMember {
  const status = m.Status.trim();
  return {
    id: m.MemberId.trim(),
    name: m.Name.trim(),
    mobile: m.Mobile.trim(),
    email: m.Email.trim(),
    role: m.Role.trim(),
    euin: m.Euin.trim(),
    subBroker: m.SubBroker.trim(),
    scope: m.Scope.trim(),
    scopePans: pansOf(m.ScopePans),
    status,
    userId: m.UserId.trim(),
    invitationExpires: status === 'invited' && m.InvitationExpiresAt ? istDateTime(m.InvitationExpiresAt) : '',
    lastSignIn: m.LastLogin ? istDateTime(m.LastLogin) : '',
  };
}

export async function listTeamMembers(auth: DistributorAuth): Promise<TeamMember[]> {
  const answer = await upstream(teamMembers, { Arn: auth.session.arn }, { token: auth.token });
  return answer.DtData.map(toTeamMember);
}
