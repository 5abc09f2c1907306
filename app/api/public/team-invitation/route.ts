import type { TeamInvitationView } from '@/lib/api/team';
import { invitationTokenSchema } from '@/lib/forms/team/team-invitation';
import { withPublic } from '@/server/http/handler';
import { readInvitation } from '@/server/services/team/team-invitation';

/** POST `{ token }`: what the invitation link is. The token travels in the body, never in an address. */
export const POST = withPublic({ body: invitationTokenSchema }, async ({ body }): Promise<TeamInvitationView> => readInvitation(body.token));
