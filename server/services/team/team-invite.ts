import 'server-only';
import { TEAM_INVITATION_PAGE, type InviteMemberResponse } from '@/lib/api/team';
import type { TeamMemberDetails } from '@/lib/forms/team/team-member';
import { siteOrigin } from '@/lib/public-pages';
import { istDateTime } from '@/lib/tracker/format';
import type { DistributorAuth } from '../../auth/session';
import { inviteMember } from '../../fundhouse/endpoints/team';
import { upstreamFailure } from '../../fundhouse/errors';
import { upstream } from '../../fundhouse/upstream';
import { noteInitiation } from '../../http/initiation';
import { sentOnce } from '../transactions/request-once';
import { refusedOnField } from './member-refusal';

// An invitation to the firm's team: the registrar checks the details against its register, keeps the
// token's hash and mails the invitee the portal's page with the token in place. It is something created
// at the registrar, so the handler records it in the initiations trail ('team-invite'); it goes once per
// idempotency key (its RequestRef), so a retry or a lost answer never mails twice.

/**
 * The link the invitee opens: this installation's public page, with the token as the address's
 * fragment, which the browser keeps to itself (no access log or Referer carries it); the page posts it.
 */
export const invitationLink = () => `${new URL(TEAM_INVITATION_PAGE, siteOrigin()).href}#{token}`;

export async function inviteTeamMember(auth: DistributorAuth, d: TeamMemberDetails): Promise<InviteMemberResponse> {
  noteInitiation({});
  const answer = await refusedOnField(d, () =>
    sentOnce((RequestRef) =>
      upstream(
        inviteMember,
        {
          Arn: auth.session.arn,
          Name: d.name,
          Mobile: d.mobile,
          Email: d.email,
          Role: d.role,
          Euin: d.euin,
          SubBroker: d.subBroker,
          Scope: d.scope,
          ScopePans: d.scopePans.join(','),
          AcceptUrl: invitationLink(),
          RequestRef,
        },
        { token: auth.token },
      ),
    ),
  );
  const row = answer.DtData[0];
  if (!row) throw upstreamFailure('malformed', { endpoint: inviteMember.name, cause: 'no member in the answer' });
  noteInitiation({ reference: row.MemberId.trim() });
  return { memberId: row.MemberId.trim(), message: row.Return_Message.trim(), expires: istDateTime(row.InvitationExpiresAt) };
}
