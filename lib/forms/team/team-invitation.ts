import { z } from 'zod';
import { TEAM_MESSAGES } from '../../rules/team';
import { confirmationMatches, newCredentialFields } from '../account/signup';

// The invitee's page (lib/rules/team.ts): the link's token, then the user id and password they choose,
// under the sign-up's rules and words, which are the registrar's for an acceptance too
// (TEAM_MESSAGES.userIdInvalid and passwordRule are the sign-up's). The user id is an e-mail address.

const token = z.string().trim().min(1, TEAM_MESSAGES.invitationUnknown).max(100, TEAM_MESSAGES.invitationUnknown);

/** What the invitee's page reads the invitation by. */
export const invitationTokenSchema = z.object({ token });

/** The form on the page: the token is not a field of it, so a refusal of it shows above the form. */
export const invitationCredentialsSchema = z.object(newCredentialFields).superRefine(...confirmationMatches);

/** What the page posts: the token and the credentials. */
export const acceptInvitationSchema = z.object({ token, ...newCredentialFields }).superRefine(...confirmationMatches);

export type InvitationCredentialsInput = z.input<typeof invitationCredentialsSchema>;
