// A distributor firm's team (issue 43): the admin's Team page and the invitee's page behind the link.
// The rules and every word are lib/rules/team.ts; the forms' schemas lib/forms/team/team-member.ts and
// lib/forms/team/team-invitation.ts, parsed again by the handlers.

/** The changes of a member's status the Team page offers, each a POST to its own path. */
export const MEMBER_STATUS_CHANGES = ['suspend', 'reactivate', 'remove'] as const;
export type MemberStatusChange = (typeof MEMBER_STATUS_CHANGES)[number];

export const TEAM_API = {
  /** GET: every member of the firm, the removed ones last. */
  members: '/api/team',
  /** POST lib/forms/team/team-member's teamMemberSchema with an Idempotency-Key: the invitation is mailed once per key. */
  invite: '/api/team/invite',
  /** POST memberAccessSchema with an Idempotency-Key: a member's role, codes and scope. */
  update: '/api/team/update',
  /** POST `{ memberId }` with an Idempotency-Key. */
  change: (action: MemberStatusChange) => `/api/team/${action}`,
} as const;

/** The invitee's page; the token follows as the address's fragment, which no server or access log sees. */
export const TEAM_INVITATION_PAGE = '/team-invitation';

export const TEAM_INVITATION_API = {
  /** POST `{ token }`: what the invitation is and whether it can still be accepted. */
  read: '/api/public/team-invitation',
  /** POST lib/forms/team/team-invitation's acceptInvitationSchema. */
  accept: '/api/public/team-invitation/accept',
} as const;

/** A member as the admin sees them; times are shown as India's ('' when none). */
export interface TeamMember {
  id: string;
  name: string;
  mobile: string;
  email: string;
  /** Role, scope and status as the registrar answered them (lib/rules/team-roles.ts names the known ones). */
  role: string;
  euin: string;
  subBroker: string;
  scope: string;
  scopePans: string[];
  status: string;
  /** The user id they chose on accepting; '' while invited. */
  userId: string;
  /** While invited: when the link stops working. */
  invitationExpires: string;
  lastSignIn: string;
}

export interface TeamMembersResponse {
  members: TeamMember[];
}

export interface InviteMemberResponse {
  memberId: string;
  /** The registrar's words: 'An invitation was sent to …'. */
  message: string;
  expires: string;
}

export interface MemberChangeResponse {
  /** The member as changed (null when the registrar did not say). */
  member: TeamMember | null;
  message: string;
}

/** What an invitation link is, for the invitee. */
export interface TeamInvitationView {
  firm: string;
  arn: string;
  invitedBy: string;
  name: string;
  email: string;
  role: string;
  expires: string;
  /** False once expired, used or withdrawn; `message` then says which. */
  valid: boolean;
  message: string;
}

export interface AcceptInvitationResponse {
  message: string;
  userId: string;
}
