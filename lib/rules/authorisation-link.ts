// The investor's authorisation link: how long it works, how often it may be sent again, and the
// registrar's words about it. The portal shows the registrar's refusals as they come, so these texts
// are what a distributor reads; the sandbox answers with them and the portal's tests compare them.

/** A pending transaction's link expires this many days after entry. */
export const AUTH_WINDOW_DAYS = 7;
/** Resends of one transaction's link per IST day. */
export const RESENDS_PER_DAY = 3;

export const LIFECYCLE_MESSAGES = {
  notFound: 'No Data Found',
  notPending: "Only a transaction awaiting the investor's approval can be resent",
  resendLimit: `The authorisation link can be resent at most ${RESENDS_PER_DAY} times a day`,
  refUsed: 'This request reference was used for another transaction',
} as const;

/** Why a transaction was rejected: the investor's answer through the link, or the registrar's at allotment. */
export const REJECTION_REASONS = {
  investor: 'Rejected by the investor',
  insufficientUnits: 'Rejected by the registrar: the folio held too few units on the NAV day',
  noTarget: 'Rejected by the registrar: the switch-in scheme is not known',
} as const;

const DAY_MS = 86_400_000;

/** When a link entered at `enteredAt` stops working. */
export const linkExpiresAt = (enteredAt: Date): Date => new Date(enteredAt.getTime() + AUTH_WINDOW_DAYS * DAY_MS);
