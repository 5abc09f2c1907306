// Who in a distributor firm may do what (issue 43): the roles, the permission each call needs, the
// scopes and a member's statuses. Apart from the team's other rules (./team.ts) and free of imports,
// because the proxy, the shell's menu and every handler decide by it and load nothing else with it.

export const TEAM_ROLES = ['Admin', 'Adviser', 'Operations', 'Viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

/**
 * What a call may need, one word per kind of consequence, so that every registrar call and every BFF
 * handler falls into exactly one and a role is a plain list of them:
 * - read: the book, its investors, dashboards, NAVs and the states and timelines of transactions.
 *   Tracking is reading: following a transaction changes nothing, so it is not a permission of its own.
 * - initiate: anything the registrar registers that moves money or units, or changes what will (orders,
 *   SIPs and every change to a SIP, STP, SWP, mandates, a new investor's application, physical and NCT
 *   forms, reinitiation, an NFO link sent to an investor).
 * - resend: sending the investor again a link for something already registered (the authorisation
 *   link, the e-KYC link); it registers nothing.
 * - statements: asking the registrar to mail statements and reports.
 * - earnings: the ARN's brokerage and incentives.
 * - members: the firm's members and invitations, and its EUIN certifications about to lapse.
 */
export const PERMISSIONS = ['read', 'initiate', 'resend', 'statements', 'earnings', 'members'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

/** The matrix: Admin everything; Adviser transacts but sees no earnings; Operations follows up; Viewer reads. */
const GRANTS: Record<TeamRole, readonly Permission[]> = {
  Admin: PERMISSIONS,
  Adviser: ['read', 'initiate', 'resend', 'statements'],
  Operations: ['read', 'resend', 'statements'],
  Viewer: ['read'],
};

export const permissionsOf = (role: TeamRole): readonly Permission[] => GRANTS[role];

export function can(role: TeamRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/**
 * The registrar's reason code when a member's role does not allow a call (docs/upstream-protocol.md, "The
 * firm's team"): the HTTP status it stands for, as 400 stands for an invalid request.
 */
export const NOT_PERMITTED_CODE = 403;

/** How a refusal names what the role may not do. */
const PERMISSION_WORDS: Record<Permission, string> = {
  read: 'read the book',
  initiate: 'initiate transactions or registrations',
  resend: 'resend links to investors',
  statements: 'request statements',
  earnings: 'see earnings',
  members: "manage the firm's members",
};

/**
 * Which investors a member sees: the whole book; those whose folios or orders carry the member's EUIN
 * or sub-broker code; or a list of PANs the admin keeps. Anyone else's investor answers as another
 * book's does: not found.
 */
export const TEAM_SCOPES = ['book', 'euin', 'list'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

export const isTeamScope = (value: string): value is TeamScope => (TEAM_SCOPES as readonly string[]).includes(value);

/** invited until the invitation is accepted; suspended may be reactivated; removed is final. */
export const MEMBER_STATUSES = ['invited', 'active', 'suspended', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** An Adviser's own EUIN or sub-broker code is filled in and fixed on every order they initiate. */
export const fixesOwnTagging = (role: TeamRole) => role === 'Adviser';

/** The refusal of a call the role does not allow, in the words of lib/rules/team.ts's other refusals. */
export const notPermittedMessage = (role: TeamRole, permission: Permission) => `A member with the ${role} role may not ${PERMISSION_WORDS[permission]}`;
