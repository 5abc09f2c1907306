import type { InviteMemberResponse } from '@/lib/api/team';
import { teamMemberSchema } from '@/lib/forms/team/team-member';
import { withSession } from '@/server/http/handler';
import { inviteTeamMember } from '@/server/services/team/team-invite';

/** POST an invitation: mailed once per Idempotency-Key, and kept in the initiations trail. */
export const POST = withSession(
  { needs: 'members', body: teamMemberSchema, idempotent: true, initiates: 'team-invite' },
  async ({ body }, auth): Promise<InviteMemberResponse> => inviteTeamMember(auth, body),
);
