import 'server-only';
import type { z } from 'zod';
import type { AcceptInvitationResponse, TeamInvitationView } from '@/lib/api/team';
import type { acceptInvitationSchema } from '@/lib/forms/team/team-invitation';
import { TEAM_MESSAGES } from '@/lib/rules/team';
import { istDateTime } from '@/lib/tracker/format';
import { acceptTeamInvitation, teamInvitation } from '../../fundhouse/endpoints/team';
import { UpstreamError, upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { fieldError } from '../../http/handler';

// The invitee's side of an invitation (public: the token is the proof). The page reads what the link
// is, then posts the user id and password the invitee chose; the registrar accepts it once.

export async function readInvitation(token: string): Promise<TeamInvitationView> {
  const row = (await upstream(teamInvitation, { Token: token })).DtData[0];
  if (!row) throw upstreamFailure('malformed', { endpoint: teamInvitation.name, cause: 'no invitation in the answer' });
  return {
    firm: row.FirmName.trim(),
    arn: row.ARNCode.trim(),
    invitedBy: row.InvitedBy.trim(),
    name: row.Name.trim(),
    email: row.Email.trim(),
    role: row.Role.trim(),
    expires: row.ExpiresAt ? istDateTime(row.ExpiresAt) : '',
    valid: row.Valid === 'Y',
    message: row.Message.trim(),
  };
}

/** The registrar's refusals of what the invitee typed, under the field they typed it in. */
const REFUSED_FIELDS: Record<string, 'userId' | 'password'> = {
  [TEAM_MESSAGES.userIdInvalid]: 'userId',
  [TEAM_MESSAGES.userIdTaken]: 'userId',
  [TEAM_MESSAGES.passwordRule]: 'password',
};

export async function acceptInvitation(v: z.output<typeof acceptInvitationSchema>): Promise<AcceptInvitationResponse> {
  try {
    const row = (await upstream(acceptTeamInvitation, { Token: v.token, UserId: v.userId, Password: v.password })).Dtinformation[0];
    return { message: row?.Return_Message.trim() || TEAM_MESSAGES.accepted, userId: row?.UserId.trim() || v.userId.toLowerCase() };
  } catch (err) {
    const field = err instanceof UpstreamError && err.kind === 'business' ? REFUSED_FIELDS[err.userMessage] : undefined;
    throw field ? fieldError(field, (err as UpstreamError).userMessage, 422) : err;
  }
}
