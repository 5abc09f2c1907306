import type { AcceptInvitationResponse } from '@/lib/api/team';
import { acceptInvitationSchema } from '@/lib/forms/team/team-invitation';
import { withPublic } from '@/server/http/handler';
import { acceptInvitation } from '@/server/services/team/team-invitation';

/** POST the token with the user id and password the invitee chose; the registrar accepts it once. */
export const POST = withPublic({ body: acceptInvitationSchema }, async ({ body }): Promise<AcceptInvitationResponse> => acceptInvitation(body));
