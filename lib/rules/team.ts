import { addDays, daysBetween, formatIsoDay, parseIsoDate } from '../dates';
import { CONTACT_MESSAGES, CONTACT_PATTERNS } from './contact';
import { EUIN_MESSAGES, EUIN_PATTERN, normaliseEuin } from './euin';
import { PAN_MESSAGE, PAN_PATTERN } from './pan';
import { PASSWORD_RULE_MESSAGE } from './password';
import { SUB_BROKER_CODE_PATTERN, SUB_CODE_MAX, TAGGING_MESSAGES } from './tagging';
import { USER_ID_EMAIL_MESSAGE, USER_ID_TAKEN_MESSAGE } from './user-id';
import { fixesOwnTagging, isTeamRole, isTeamScope, notPermittedMessage, TEAM_ROLES, type MemberStatus, type TeamRole, type TeamScope } from './team-roles';

// A distributor firm's team (issue 43). The ARN holder signs in as before and is the firm's admin; the
// people they invite sign in with their own user id and password, each with a role (what they may do),
// a scope (which investors they see) and, for an adviser, their own EUIN or sub-broker code. The portal
// checks these rules before it asks and the registrar (the sandbox) enforces them on its own calls, so
// both read the roles, the permission matrix, the windows and every word a person reads from here.
// Zod-free.

// Invitations ----------------------------------------------------------------------------------------

/** An invitation is accepted once, within this many hours of being sent. */
export const INVITATION_VALID_HOURS = 72;

export const invitationExpiry = (sentAt: Date) => new Date(sentAt.getTime() + INVITATION_VALID_HOURS * 3_600_000);

export type InvitationState = 'open' | 'expired' | 'used' | 'withdrawn';

/** What a link can still do: accepted (a user id chosen) is used for good; removed before that, withdrawn. */
export function invitationState(m: { status: MemberStatus; accepted: boolean; expiresAt: Date }, now: Date): InvitationState {
  if (m.accepted) return 'used';
  if (m.status === 'removed') return 'withdrawn';
  return now.getTime() > m.expiresAt.getTime() ? 'expired' : 'open';
}

// EUIN certifications ---------------------------------------------------------------------------------

/** The admin's Today lists the firm's EUIN certifications that lapse within this many days. */
export const EUIN_LAPSE_WINDOW_DAYS = 60;

/**
 * Days left on a certification that lapses within the window (0: today is its last day), or null when it
 * has no end on record, ends later, or has lapsed already (lib/rules/euin-certification.ts refuses those).
 * Days are YYYY-MM-DD.
 */
export function daysUntilLapse(certifiedUntil: string | null, today: string): number | null {
  const end = certifiedUntil ? parseIsoDate(certifiedUntil) : null;
  const from = parseIsoDate(today);
  if (!end || !from) return null;
  const left = daysBetween(from, end);
  return left >= 0 && left <= EUIN_LAPSE_WINDOW_DAYS ? left : null;
}

/** The last day (YYYY-MM-DD) a certification may end on to be listed today. */
export const lapseWindowEnd = (today: string) => {
  const from = parseIsoDate(today);
  return from ? formatIsoDay(addDays(from, EUIN_LAPSE_WINDOW_DAYS)) : today;
};

/** The admin's Today card of the certifications about to lapse: its words, and what to do about them. */
export const EUIN_LAPSE_CARD = {
  title: 'EUIN certifications about to lapse',
  hint: `Certifications of the firm's EUINs that lapse within ${EUIN_LAPSE_WINDOW_DAYS} days, soonest first.`,
  whatToDo:
    'Ask the holder to renew their NISM certification before its last day: once it lapses, no order may carry the EUIN and no member can be given it, so the orders of their investors must name another EUIN or go execution-only.',
  empty: `No EUIN certification of the firm lapses within ${EUIN_LAPSE_WINDOW_DAYS} days.`,
  unreadable: 'The EUIN certifications could not be read just now. Try again later.',
  noMember: 'No member',
  daysLeft: (days: number) => (days === 0 ? 'Last day today' : days === 1 ? '1 day' : `${days} days`),
} as const;

// Messages ---------------------------------------------------------------------------------------------

const ROLE_LIST = `${TEAM_ROLES.slice(0, -1).join(', ')} or ${TEAM_ROLES.at(-1)}`;

export const TEAM_MESSAGES = {
  nameMandatory: 'Member Name is mandatory',
  nameInvalid: 'Member Name should contain only letters and spaces',
  mobileMandatory: CONTACT_MESSAGES.mobileMandatory,
  mobileInvalid: CONTACT_MESSAGES.mobileInvalid,
  emailMandatory: CONTACT_MESSAGES.emailMandatory,
  emailInvalid: CONTACT_MESSAGES.emailSubmit,
  roleInvalid: `Choose a role: ${ROLE_LIST}`,
  scopeInvalid: "Choose which investors the member sees: the whole book, their EUIN's or a list",
  adminWholeBook: 'An Admin sees the whole book',
  adviserNeedsCode: 'An Adviser needs an EUIN or a Sub Broker Code',
  euinScopeNeedsCode: "A member who sees their EUIN's investors needs an EUIN or a Sub Broker Code",
  listEmpty: 'Add at least one investor PAN to the list',
  listPanInvalid: PAN_MESSAGE,
  listPanOutsideBook: (pan: string) => `${pan} is not an investor of the firm's book`,
  euinInvalid: EUIN_MESSAGES.invalid,
  euinOtherArn: EUIN_MESSAGES.otherArn,
  euinLapsed: (euin: string) => `The certification of EUIN ${euin} has lapsed: a member cannot be given it`,
  euinTaken: (euin: string) => `EUIN ${euin} is already another member's`,
  subBrokerInvalid: TAGGING_MESSAGES.subBrokerInvalid,
  subBrokerTooLong: TAGGING_MESSAGES.subBrokerTooLong,
  alreadyMember: 'This e-mail already belongs to a member of the firm',
  acceptLinkInvalid: 'The invitation link must be a web address with {token} in it',
  invited: (email: string) => `An invitation was sent to ${email}`,
  invitationUnknown: 'This invitation link is not valid',
  invitationExpired: "This invitation has expired: ask the firm's admin to invite you again",
  invitationUsed: 'This invitation has already been accepted: sign in with your user id',
  invitationWithdrawn: 'This invitation was withdrawn by the firm',
  userIdInvalid: USER_ID_EMAIL_MESSAGE,
  userIdTaken: USER_ID_TAKEN_MESSAGE,
  passwordRule: PASSWORD_RULE_MESSAGE,
  accepted: 'Your membership is active: sign in with your user id and password',
  memberSuspended: "Your access has been suspended by your firm's admin",
  memberRemoved: 'You are no longer a member of this firm',
  memberNotFound: 'No such member in the firm',
  memberRemovedFinal: 'A removed member cannot be changed: invite them again',
  notYourself: 'You cannot change your own membership',
  actionInvalid: 'Choose what to change: details, suspend, reactivate or remove',
  suspendNotActive: 'Only an active member can be suspended',
  reactivateNotSuspended: 'Only a suspended member can be reactivated',
  updated: 'Member updated',
  notPermitted: notPermittedMessage,
  ownEuin: (euin: string) => `An Adviser's orders carry their own EUIN, ${euin}: it cannot be changed`,
  ownSubBroker: (code: string) => `An Adviser's orders carry their own Sub Broker Code, ${code}: it cannot be changed`,
} as const;

export const INVITATION_MESSAGES: Record<Exclude<InvitationState, 'open'>, string> = {
  expired: TEAM_MESSAGES.invitationExpired,
  used: TEAM_MESSAGES.invitationUsed,
  withdrawn: TEAM_MESSAGES.invitationWithdrawn,
};

export const MEMBER_STATUS_REFUSALS: Partial<Record<MemberStatus, string>> = {
  suspended: TEAM_MESSAGES.memberSuspended,
  removed: TEAM_MESSAGES.memberRemoved,
};

// The member's details -----------------------------------------------------------------------------------

/** What an invitation (and a change of a member) gives, as typed; the register's checks come after these. */
export interface MemberDetails {
  name: string;
  mobile: string;
  email: string;
  role: string;
  euin: string;
  subBroker: string;
  scope: string;
  scopePans: readonly string[];
}

/** The details as the registrar keeps them: trimmed, codes upper-cased, the list without repeats (none unless the scope is a list). */
export function normaliseMemberDetails(d: MemberDetails): MemberDetails {
  const scope = d.scope.trim();
  return {
    name: d.name.trim(),
    mobile: d.mobile.trim(),
    email: d.email.trim().toLowerCase(),
    role: d.role.trim(),
    euin: normaliseEuin(d.euin),
    subBroker: d.subBroker.trim().toUpperCase(),
    scope,
    scopePans: scope === 'list' ? [...new Set(d.scopePans.map((p) => p.trim().toUpperCase()).filter(Boolean))] : [],
  };
}

/** The first problem with normalised details, in the order a form lists its fields; null when none. */
export function memberDetailsProblem(d: MemberDetails): string | null {
  const M = TEAM_MESSAGES;
  if (!d.name) return M.nameMandatory;
  if (!CONTACT_PATTERNS.name.test(d.name)) return M.nameInvalid;
  if (!d.mobile) return M.mobileMandatory;
  if (!CONTACT_PATTERNS.indianMobile.test(d.mobile)) return M.mobileInvalid;
  if (!d.email) return M.emailMandatory;
  if (!CONTACT_PATTERNS.email.test(d.email)) return M.emailInvalid;
  if (!isTeamRole(d.role)) return M.roleInvalid;
  if (d.euin && !EUIN_PATTERN.test(d.euin)) return M.euinInvalid;
  if (d.subBroker.length > SUB_CODE_MAX) return M.subBrokerTooLong;
  if (d.subBroker && !SUB_BROKER_CODE_PATTERN.test(d.subBroker)) return M.subBrokerInvalid;
  const hasCode = !!(d.euin || d.subBroker);
  if (d.role === 'Adviser' && !hasCode) return M.adviserNeedsCode;
  if (!isTeamScope(d.scope)) return M.scopeInvalid;
  if (d.role === 'Admin' && d.scope !== 'book') return M.adminWholeBook;
  if (d.scope === 'euin' && !hasCode) return M.euinScopeNeedsCode;
  if (d.scope === 'list' && d.scopePans.length === 0) return M.listEmpty;
  if (d.scope === 'list' && !d.scopePans.every((p) => PAN_PATTERN.test(p))) return M.listPanInvalid;
  return null;
}

/** Details that passed: the role and scope are known ones. */
export type CheckedMemberDetails = MemberDetails & { role: TeamRole; scope: TeamScope };

/** The details as typed, normalised and checked: ready to keep, or the first problem's words. */
export function checkMemberDetails(typed: MemberDetails): CheckedMemberDetails | string {
  const d = normaliseMemberDetails(typed);
  const problem = memberDetailsProblem(d);
  if (problem) return problem;
  if (!isTeamRole(d.role)) return TEAM_MESSAGES.roleInvalid;
  if (!isTeamScope(d.scope)) return TEAM_MESSAGES.scopeInvalid;
  return { ...d, role: d.role, scope: d.scope };
}

// An Adviser's own codes on their orders -------------------------------------------------------------------

/** What an order's tagging says (the fields every purchase, SIP, switch and STP form shares). */
export interface OrderTagging {
  euinDeclaration?: string;
  euin?: string;
  subBrokerCode?: string;
}

/**
 * Where an Adviser's order does not carry their own codes (SEBI: the EUIN of the employee who advised),
 * with the rule's words; null when it does, or when the role fixes nothing. An Adviser with an EUIN
 * advised, so the execution-only declaration is not theirs to make.
 */
export function ownTaggingProblem(
  role: TeamRole,
  own: { euin: string; subBroker: string },
  order: OrderTagging,
): { field: 'euin' | 'subBrokerCode'; message: string } | null {
  if (!fixesOwnTagging(role)) return null;
  if (own.euin && (order.euinDeclaration !== 'NO' || normaliseEuin(order.euin ?? '') !== own.euin)) {
    return { field: 'euin', message: TEAM_MESSAGES.ownEuin(own.euin) };
  }
  if (own.subBroker && (order.subBrokerCode ?? '').trim().toUpperCase() !== own.subBroker) {
    return { field: 'subBrokerCode', message: TEAM_MESSAGES.ownSubBroker(own.subBroker) };
  }
  return null;
}
