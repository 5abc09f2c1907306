import { addDays, daysBetween, formatIsoDay, parseIsoDate } from '../dates';
import { CONTACT_MESSAGES, CONTACT_PATTERNS } from './contact';
import { EUIN_MESSAGES, EUIN_PATTERN, normaliseEuin } from './euin';
import { NFO_CODE_PATTERN } from './nfo-link';
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

/** What the registrar keeps of a member's name and e-mail (endpoints/team.ts), and of a list scope's PANs. */
export const MEMBER_NAME_MAX = 60;
export const MEMBER_EMAIL_MAX = 100;
export const MAX_SCOPE_PANS = 500;

export const TEAM_MESSAGES = {
  nameMandatory: 'Member Name is mandatory',
  nameInvalid: 'Member Name should contain only letters and spaces',
  nameTooLong: `Member Name should not exceed ${MEMBER_NAME_MAX} characters`,
  mobileMandatory: CONTACT_MESSAGES.mobileMandatory,
  mobileInvalid: CONTACT_MESSAGES.mobileInvalid,
  emailMandatory: CONTACT_MESSAGES.emailMandatory,
  emailInvalid: CONTACT_MESSAGES.emailSubmit,
  emailTooLong: `Email ID should not exceed ${MEMBER_EMAIL_MAX} characters`,
  roleInvalid: `Choose a role: ${ROLE_LIST}`,
  scopeInvalid: "Choose which investors the member sees: the whole book, their EUIN's or a list",
  adminWholeBook: 'An Admin sees the whole book',
  adviserNeedsCode: 'An Adviser needs an EUIN or a Sub Broker Code',
  euinScopeNeedsCode: "A member who sees their EUIN's investors needs an EUIN or a Sub Broker Code",
  listEmpty: 'Add at least one investor PAN to the list',
  listPanInvalid: PAN_MESSAGE,
  listTooLong: `A list holds at most ${MAX_SCOPE_PANS} investor PANs`,
  listPanOutsideBook: (pan: string) => `${pan} is not an investor of the firm's book`,
  euinInvalid: EUIN_MESSAGES.invalid,
  euinOtherArn: EUIN_MESSAGES.otherArn,
  euinLapsed: (euin: string) => `The certification of EUIN ${euin} has lapsed: a member cannot be given it`,
  euinTaken: (euin: string) => `EUIN ${euin} is already another member's`,
  subBrokerInvalid: TAGGING_MESSAGES.subBrokerInvalid,
  subBrokerTooLong: TAGGING_MESSAGES.subBrokerTooLong,
  adviserSubBrokerDigits: "An Adviser's Sub Broker Code is digits only: the NFO links they send carry it",
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
  // The admin's Team page: what a change will do, asked before it is sent, and what it did.
  noMembers: 'No members yet: invite the first one below',
  confirmSuspend: (name: string) => `Suspend ${name}? They are signed out at once and cannot sign in until reactivated.`,
  confirmReactivate: (name: string) => `Reactivate ${name}? They can sign in again with their own user id and password.`,
  confirmRemove: (name: string) => `Remove ${name} from the firm? This cannot be undone: to let them back, invite them again.`,
  confirmWithdraw: (name: string) => `Withdraw the invitation to ${name}? Their link stops working at once.`,
  suspended: (name: string) => `${name} is suspended and signed out everywhere`,
  reactivated: (name: string) => `${name} can sign in again`,
  removed: (name: string) => `${name} is no longer a member of the firm`,
  draftsHandedOver: (n: number) => `${n === 1 ? 'Their unfinished draft is' : `Their ${n} unfinished drafts are`} now yours`,
  accessChangeSignsOut: 'They are signed out of the portal once the change is saved, and sign in again to work with it',
  // The invitee's page behind the link.
  invitationFrom: (invitedBy: string, firm: string, arn: string, role: string) => `${invitedBy} invites you to join ${firm} (${arn}) as ${role}`,
  invitationUntil: (at: string) => `The invitation can be accepted until ${at}`,
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


/** How the Team page names a scope and a status. */
export const TEAM_SCOPE_LABELS: Record<TeamScope, string> = {
  book: 'Whole book',
  euin: "Their EUIN's investors",
  list: 'A list of investors',
};

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  suspended: 'Suspended',
  removed: 'Removed',
};

// The member's details -----------------------------------------------------------------------------------

/** Who the member is: given once, with the invitation. */
export interface MemberContact {
  name: string;
  mobile: string;
  email: string;
}

/** What the member may see and carries: the admin may change it later. */
export interface MemberAccess {
  role: string;
  euin: string;
  subBroker: string;
  scope: string;
  scopePans: readonly string[];
}

/** What an invitation (and a change of a member) gives, as typed; the register's checks come after these. */
export type MemberDetails = MemberContact & MemberAccess;

export type MemberField = keyof MemberDetails;

/** The access as the registrar keeps it: trimmed, codes upper-cased, the list without repeats (none unless the scope is a list). */
export function normaliseMemberAccess(a: MemberAccess): MemberAccess {
  const scope = a.scope.trim();
  return {
    role: a.role.trim(),
    euin: normaliseEuin(a.euin),
    subBroker: a.subBroker.trim().toUpperCase(),
    scope,
    scopePans: scope === 'list' ? [...new Set(a.scopePans.map((p) => p.trim().toUpperCase()).filter(Boolean))] : [],
  };
}

/** The details as the registrar keeps them: trimmed, e-mail lower-cased, and the access normalised. */
export function normaliseMemberDetails(d: MemberDetails): MemberDetails {
  return { name: d.name.trim(), mobile: d.mobile.trim(), email: d.email.trim().toLowerCase(), ...normaliseMemberAccess(d) };
}

/** One check of normalised details: the field it is about, when it fails, and its words. */
type Check<D> = readonly [field: MemberField, fails: (d: D) => boolean, message: string];

const M = TEAM_MESSAGES;
const hasCode = (a: MemberAccess) => !!(a.euin || a.subBroker);

// In the order of the form's fields; a check that relates two fields is about the one to fill in or change.
const CONTACT_CHECKS: readonly Check<MemberContact>[] = [
  ['name', (d) => !d.name, M.nameMandatory],
  ['name', (d) => d.name.length > MEMBER_NAME_MAX, M.nameTooLong],
  ['name', (d) => !CONTACT_PATTERNS.name.test(d.name), M.nameInvalid],
  ['mobile', (d) => !d.mobile, M.mobileMandatory],
  ['mobile', (d) => !CONTACT_PATTERNS.indianMobile.test(d.mobile), M.mobileInvalid],
  ['email', (d) => !d.email, M.emailMandatory],
  ['email', (d) => d.email.length > MEMBER_EMAIL_MAX, M.emailTooLong],
  ['email', (d) => !CONTACT_PATTERNS.email.test(d.email), M.emailInvalid],
];

const ACCESS_CHECKS: readonly Check<MemberAccess>[] = [
  ['role', (d) => !isTeamRole(d.role), M.roleInvalid],
  ['euin', (d) => !!d.euin && !EUIN_PATTERN.test(d.euin), M.euinInvalid],
  ['subBroker', (d) => d.subBroker.length > SUB_CODE_MAX, M.subBrokerTooLong],
  ['subBroker', (d) => !!d.subBroker && !SUB_BROKER_CODE_PATTERN.test(d.subBroker), M.subBrokerInvalid],
  // An Adviser's code is stamped on everything they initiate, NFO links too, whose form takes digits only.
  ['subBroker', (d) => d.role === 'Adviser' && !!d.subBroker && !NFO_CODE_PATTERN.test(d.subBroker), M.adviserSubBrokerDigits],
  ['euin', (d) => d.role === 'Adviser' && !hasCode(d), M.adviserNeedsCode],
  ['scope', (d) => !isTeamScope(d.scope), M.scopeInvalid],
  ['scope', (d) => d.role === 'Admin' && d.scope !== 'book', M.adminWholeBook],
  ['euin', (d) => d.scope === 'euin' && !hasCode(d), M.euinScopeNeedsCode],
  ['scopePans', (d) => d.scope === 'list' && d.scopePans.length === 0, M.listEmpty],
  ['scopePans', (d) => d.scope === 'list' && d.scopePans.length > MAX_SCOPE_PANS, M.listTooLong],
  ['scopePans', (d) => d.scope === 'list' && !d.scopePans.every((p) => PAN_PATTERN.test(p)), M.listPanInvalid],
];

export interface MemberProblem {
  field: MemberField;
  message: string;
}

/** Each field's first failing check, in the order the checks run: the first entry is the first failing check overall. */
function problemsOf<D>(checks: readonly Check<D>[], d: D): MemberProblem[] {
  const found = new Map<MemberField, string>();
  for (const [field, fails, message] of checks) if (!found.has(field) && fails(d)) found.set(field, message);
  return [...found].map(([field, message]) => ({ field, message }));
}

/** Every field's problem with normalised details, so a form can show each under its field; [] when none. */
export const memberDetailsProblems = (d: MemberDetails): MemberProblem[] => problemsOf([...CONTACT_CHECKS, ...ACCESS_CHECKS], d);

/** The problems of a change of access (the name and contacts stay the invitation's). */
export const memberAccessProblems = (a: MemberAccess): MemberProblem[] => problemsOf(ACCESS_CHECKS, a);

/** The first problem with normalised details, in the order a form lists its fields; null when none. */
export function memberDetailsProblem(d: MemberDetails): string | null {
  return memberDetailsProblems(d)[0]?.message ?? null;
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

/**
 * The field a refusal of these normalised details (an invitation's, or a change's access) is about: one
 * of the rule's own checks, or one of the register's (an EUIN unknown, of another ARN, lapsed or another
 * member's; a PAN outside the book; an e-mail already a member's). Null for a refusal of the whole request.
 */
export function refusedField(message: string, d: MemberDetails | MemberAccess): MemberField | null {
  const own = ('name' in d ? memberDetailsProblems(d) : memberAccessProblems(d)).find((p) => p.message === message);
  if (own) return own.field;
  if (message === M.euinOtherArn || message === M.euinInvalid || message === M.euinLapsed(d.euin) || message === M.euinTaken(d.euin)) return 'euin';
  if (d.scopePans.some((pan) => message === M.listPanOutsideBook(pan))) return 'scopePans';
  return message === M.alreadyMember ? 'email' : null;
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
