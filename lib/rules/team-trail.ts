import { daysBetween, parseDisplayDate } from '../dates';
import { TRACKER_FILTER_MESSAGES } from '../tracker/filters';
import type { TeamScope } from './team-roles';

// Who did what, in the audit trail (issue 43): which part of the firm's trail a member sees, how a row
// names the person who initiated it, and the admin's export of the trail for a period. Zod-free, so the
// tracker's first load, the export's form and the BFF read the same rule and words.

// What a member sees ---------------------------------------------------------------------------------------

/**
 * Whether the signed-in person sees the firm's whole trail: the ARN holder, and any member whose scope is
 * the whole book (an Admin's always is). A member with a narrower scope ('euin', 'list') sees the rows
 * they initiated themselves, and the rows of the investors in their scope: the PANs the registrar answers
 * for their own book (it narrows the book to the scope on every read, docs/upstream-protocol.md, "The
 * firm's team"). Their own rows come first because what they did is theirs to follow whatever it was for
 * (an NFO link names no investor; an investor may since have left their scope); anyone else's row is
 * theirs to see only when the investor is, as the registrar would answer that investor.
 */
export const seesWholeTrail = (session: { member?: { scope: TeamScope } | null }) => !session.member || session.member.scope === 'book';

// Who a row names -------------------------------------------------------------------------------------------

/** The filter's value for the ARN holder's own rows (a member's value is their id). */
export const TRAIL_HOLDER = 'holder';

export const TRAIL_WORDS = {
  by: 'By',
  everyone: 'Everyone',
  /** A row the registrar reported that nobody initiated through the portal. */
  elsewhere: 'Entered elsewhere',
  /** The ARN holder when the row's reader does not carry the name (the digest's service token). */
  holder: 'ARN holder',
  holderChoice: (name: string) => (name ? `${name} (ARN holder)` : 'ARN holder'),
} as const;

export interface TrailPerson {
  /** A member's id, TRAIL_HOLDER, or '' for a row entered elsewhere. */
  key: string;
  name: string;
}

/** Who initiated a row: its member, else the ARN holder (by name), else nobody here (the registrar's row). */
export function trailPersonOf(row: { memberId: string | null; memberName: string | null; enteredElsewhere: boolean }, holderName: string): TrailPerson {
  if (row.memberId) return { key: row.memberId, name: row.memberName || row.memberId };
  if (row.enteredElsewhere) return { key: '', name: TRAIL_WORDS.elsewhere };
  return { key: TRAIL_HOLDER, name: holderName || TRAIL_WORDS.holder };
}

// The admin's export ----------------------------------------------------------------------------------------

/** The longest period one export covers, both days counted: a year, a leap year's included. */
export const TRAIL_EXPORT_MAX_DAYS = 366;

export const TRAIL_EXPORT_MESSAGES = {
  fromMandatory: 'From date is mandatory',
  toMandatory: 'To date is mandatory',
  date: TRACKER_FILTER_MESSAGES.date,
  order: TRACKER_FILTER_MESSAGES.order,
  tooLong: `Export at most one year at a time: a period of up to ${TRAIL_EXPORT_MAX_DAYS} days`,
} as const;

/** The export's own words on the tracker page. */
export const TRAIL_EXPORT_TEXTS = {
  hint: `Every request of the firm in a period, whoever made it: the member and user id, when, from which address and browser, what, for whom and how it ended. At most ${TRAIL_EXPORT_MAX_DAYS} days at a time.`,
  saved: (from: string, to: string) => `The trail from ${from} to ${to} was saved as a CSV file.`,
} as const;

/** How the export names a row's outcome: made, in doubt (the answer was lost; being checked), refused. */
export const TRAIL_OUTCOME_WORDS = {
  made: 'Made',
  'in-doubt': 'In doubt',
  refused: 'Refused',
} as const;

export interface TrailPeriodValues {
  /** DD/MM/YYYY, as typed. */
  from: string;
  to: string;
}

/** The period's refusals, field by field (the form's schema and the BFF's are built on it). */
export function trailPeriodProblems(v: TrailPeriodValues): { path: 'from' | 'to'; message: string }[] {
  const M = TRAIL_EXPORT_MESSAGES;
  const problems: { path: 'from' | 'to'; message: string }[] = [];
  const from = parseDisplayDate(v.from.trim());
  const to = parseDisplayDate(v.to.trim());
  if (!v.from.trim()) problems.push({ path: 'from', message: M.fromMandatory });
  else if (!from) problems.push({ path: 'from', message: M.date });
  if (!v.to.trim()) problems.push({ path: 'to', message: M.toMandatory });
  else if (!to) problems.push({ path: 'to', message: M.date });
  if (from && to) {
    const days = daysBetween(from, to) + 1;
    if (days < 1) problems.push({ path: 'to', message: M.order });
    else if (days > TRAIL_EXPORT_MAX_DAYS) problems.push({ path: 'to', message: M.tooLong });
  }
  return problems;
}
