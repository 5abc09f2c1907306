import type { FixLink } from '../transactions/problem-fixes';
import type { TrailPerson } from '../rules/team-trail';

// The tracker's filters and answer: the BFF route parses the query, the page builds it. Zod-free, so
// the page's first load carries no schema library.

/**
 * A row's state: the registrar's lifecycle (P awaiting the investor, A approved, L allotted: units at
 * a NAV, K processed: a registration or plan request the registrar carried out at approval, which buys
 * no units, R rejected, E expired), or the request's own outcome where the registrar keeps no lifecycle
 * (M made: a mail sent, a link made) or none is known yet (D in doubt, X refused).
 */
export const TRACKER_STATES = ['P', 'A', 'L', 'K', 'R', 'E', 'M', 'D', 'X'] as const;
export type TrackerState = (typeof TRACKER_STATES)[number];

export const TRACKER_STATE_LABELS: Record<TrackerState, string> = {
  P: 'Awaiting investor',
  A: 'Approved',
  L: 'Allotted',
  K: 'Processed',
  R: 'Rejected',
  E: 'Expired',
  M: 'Done',
  D: 'Being checked',
  X: 'Refused',
};

export const TRACKER_PAGE_SIZE = 20;

/** The columns the tracker sorts by across all its pages (the others are the registrar's, read per page). */
export const TRACKER_SORTS = ['at', 'investor', 'kind', 'amount'] as const;
export type TrackerSortKey = (typeof TRACKER_SORTS)[number];
export type TrackerSort = { key: TrackerSortKey; dir: 'asc' | 'desc' };

export interface TrackerQuery {
  page: number;
  pageSize: number;
  state?: TrackerState;
  /** The kinds that share the chosen label (the SIP's several entry points are one choice). */
  kinds?: string[];
  /** One investor's rows. */
  pan?: string;
  /** A reference, a PAN or part of an investor's name. */
  search?: string;
  from?: Date;
  to?: Date;
  /** One person's rows: a member's id, or TRAIL_HOLDER for the ARN holder's (lib/rules/team-trail.ts). */
  by?: string;
  /** A member who does not see the whole trail: only these rows (lib/rules/team-trail.ts, seesWholeTrail). */
  within?: TrailScope;
  /** The kinds in the order of the labels the Type column shows, so Type sorts by what it shows. */
  kindOrder?: string[];
  /** Newest first unless asked. */
  sort?: TrackerSort;
}

/** What of the firm's trail a member with a narrower scope sees: what they initiated, and their scope's investors'. */
export interface TrailScope {
  memberId: string;
  /** The PANs the registrar answers for the member's book. */
  pans: readonly string[];
}

export interface TrackerRow {
  id: number;
  /** Who initiated it: a member, the ARN holder, or nobody here (lib/rules/team-trail.ts, trailPersonOf). */
  by: TrailPerson;
  kind: string;
  kindLabel: string;
  investor: string;
  pan: string;
  folio: string;
  scheme: string;
  /** Whole rupees as entered, or '' where the request has no amount. */
  amount: string;
  /** The units asked for (a redemption in units), from the registrar; '' when none. */
  units: string;
  reference: string;
  /** ISO 8601. */
  at: string;
  state: TrackerState;
  /** ISO 8601, while the investor's link is still open. */
  expiresAt: string | null;
  /** The refusal or rejection reason. */
  reason: string;
  /** Beside a rejection the registrar made at processing for one of its reasons: where to fix it. */
  fix: FixLink | null;
  /** ISO 8601: when the investor approved it, once approved. */
  approvedAt: string | null;
  /** A SIP cancellation's last day to take effect, YYYY-MM-DD (lib/rules/sip-cancellation.ts). */
  effectiveBy: string | null;
  /** Beside effectiveBy when it was counted through a year whose holidays the registrar has not published. */
  effectiveByNote: string | null;
  /** Once allotted: DD/MM/YYYY, NAV, units, rupees. */
  allotment: { navDate: string; nav: string; units: string; amount: string } | null;
  link: string | null;
  resendsLeft: number;
  canReinitiate: boolean;
  /** Whether the registrar keeps a timeline of it (a transaction number). */
  canOpen: boolean;
}

export interface TrackerPage {
  rows: TrackerRow[];
  total: number;
  page: number;
  pageSize: number;
  kinds: { value: string; label: string }[];
  /** For the firm's admin: the people who appear in the trail, to filter by; null for anyone else. */
  people: { value: string; label: string }[] | null;
  /** The registrar's lifecycle could not be read just now: states are as last known. */
  stale: boolean;
  /** The registrar's clock (ISO 8601): countdowns run from it, not from the browser's. */
  now: string;
}

export const TRACKER_API = '/api/tracker';

/** What the page posts to TRACKER_API (a POST, so a searched PAN never stands in an address or a log). */
export interface TrackerRequest {
  page?: number;
  state?: TrackerState | '';
  kind?: string;
  search?: string;
  /** YYYY-MM-DD, India's calendar. */
  from?: string;
  to?: string;
  /** A member's id, or TRAIL_HOLDER: the admin's filter by who initiated. */
  by?: string;
  sort?: TrackerSort | null;
}

/** The admin's export of the firm's trail for a period (a POST: nothing of it in the address). */
export const TRAIL_EXPORT_API = `${TRACKER_API}/export`;

export const resendPath = (reference: string) => `${TRACKER_API}/${encodeURIComponent(reference)}/resend`;
export const timelinePath = (reference: string) => `${TRACKER_API}/${encodeURIComponent(reference)}`;
