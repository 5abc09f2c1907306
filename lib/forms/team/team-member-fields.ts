import { MAX_SCOPE_PANS, MEMBER_EMAIL_MAX, MEMBER_NAME_MAX, TEAM_SCOPE_LABELS, type MemberField } from '../../rules/team';
import { TEAM_ROLES, TEAM_SCOPES } from '../../rules/team-roles';
import { SUB_CODE_MAX } from '../../rules/tagging';

// The Team page's forms without zod: their values, labels, hints and choices, for the components;
// ./team-member.ts holds the schemas, built on lib/rules/team.ts.

export const MEMBER_LABELS: Record<MemberField, string> = {
  name: 'Member Name',
  mobile: 'Mobile',
  email: 'Email ID',
  role: 'Role',
  euin: 'EUIN',
  subBroker: 'Sub Broker Code',
  scope: 'Investors they see',
  scopePans: 'Investor PANs',
};

export const MEMBER_HINTS = {
  email: 'The invitation is mailed here; it is also the user id offered to them',
  role: 'Admin: everything, the team too. Adviser: transacts, no earnings. Operations: follows up. Viewer: reads.',
  euin: 'E and six digits, on the register for this ARN; an Adviser needs an EUIN or a Sub Broker Code',
  subBroker: "An Adviser's is digits only: the NFO links they send carry it",
  scopePans: `PANs of the firm's investors, separated by commas or spaces (at most ${MAX_SCOPE_PANS})`,
} as const;

export const MEMBER_MAX = { name: MEMBER_NAME_MAX, mobile: 10, email: MEMBER_EMAIL_MAX, euin: 7, subBroker: SUB_CODE_MAX } as const;

export const ROLE_OPTIONS = TEAM_ROLES;
export const SCOPE_OPTIONS = TEAM_SCOPES.map((value) => ({ value, label: TEAM_SCOPE_LABELS[value] }));

/** The PANs typed into one box: commas, semicolons, spaces and line breaks all separate them. */
export const splitPans = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** A member's list as the box shows it. */
export const panListText = (pans: readonly string[]) => pans.join(', ');
