import type { MemberChangeResponse } from '@/lib/api/team';
import { memberAccessSchema } from '@/lib/forms/team/team-member';
import { clientAddress } from '@/server/http/client-address';
import { withSession } from '@/server/http/handler';
import { changeMemberAccess } from '@/server/services/team/team-changes';

/** POST a member's new role, codes and scope; once per Idempotency-Key. */
export const POST = withSession(
  { needs: 'members', body: memberAccessSchema, idempotent: true },
  async ({ req, body }, auth): Promise<MemberChangeResponse> =>
    changeMemberAccess(auth, body, { ip: clientAddress(req.headers), userAgent: req.headers.get('user-agent') }),
);
