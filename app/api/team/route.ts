import type { TeamMembersResponse } from '@/lib/api/team';
import { withSession } from '@/server/http/handler';
import { listTeamMembers } from '@/server/services/team/team-members';

/** GET the firm's members, for its admin. */
export const GET = withSession({ needs: 'members' }, async (_input, auth): Promise<TeamMembersResponse> => ({ members: await listTeamMembers(auth) }));
