import { z } from 'zod';
import { MEMBER_STATUS_CHANGES, type MemberChangeResponse } from '@/lib/api/team';
import { memberStatusSchema } from '@/lib/forms/team/team-member';
import { clientAddress } from '@/server/http/client-address';
import { withSession } from '@/server/http/handler';
import { changeMemberStatus } from '@/server/services/team/team-changes';

// invite and update have routes of their own beside this one; Next matches those first.
const params = z.object({ action: z.enum(MEMBER_STATUS_CHANGES) });

/** POST `{ memberId }` to suspend, reactivate or remove a member; once per Idempotency-Key. */
export const POST = withSession(
  { needs: 'members', params, body: memberStatusSchema, idempotent: true },
  async ({ req, params: { action }, body }, auth): Promise<MemberChangeResponse> =>
    changeMemberStatus(auth, action, body.memberId, { ip: clientAddress(req.headers), userAgent: req.headers.get('user-agent') }),
);
