import type { TeamScope } from './team-roles';

// Who did what, in the audit trail (issue 43): which part of the firm's trail a member sees, and how a row
// names the person who initiated it. Free of imports, so the tracker's and Today's first loads carry
// only these few words; the admin's export of the trail has its own module (./trail-export.ts).

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

/**
 * Whether one row of the trail is in a narrower member's part of it: theirs, or of an investor in their
 * scope (the tracker's list applies the same rule in the store).
 */
export function inTrailScope(scope: { memberId: string; pans: readonly string[] }, row: { memberId: string | null; pan: string | null }): boolean {
  return row.memberId === scope.memberId || (!!row.pan && scope.pans.includes(row.pan));
}

// Who a row names -------------------------------------------------------------------------------------------

/** The filter's value for the ARN holder's own rows (a member's value is their id). */
export const TRAIL_HOLDER = 'holder';

export const TRAIL_WORDS = {
  by: 'By',
  /** The admin's filter of the tracker and of Today's links. */
  filter: 'Initiated by',
  everyone: 'Everyone',
  /** A row the registrar reported that nobody initiated through the portal. */
  elsewhere: 'Entered elsewhere',
  /** The ARN holder when the row's reader does not carry the name (the digest's service token). */
  holder: 'ARN holder',
  holderChoice: (name: string) => (name ? `${name} (ARN holder)` : 'ARN holder'),
  /** A list narrowed to one person that has nothing of theirs. */
  noneOfPerson: 'Nothing in this list was initiated by the person chosen.',
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
