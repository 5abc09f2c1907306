import { parseDisplayDateTime } from '../dates';

// Which authorisation rows the transaction summary lists, and which expired ones may be reinitiated
// (seed 000 sections 4 and 9). The registrar answers every row with its entry time in India's wall
// clock; the portal applies the windows on the registrar's clock, so a row leaves the list at the
// same instant it leaves the dashboard's count.

export type AuthorisationState = 'P' | 'A' | 'E';

/** Approved and expired rows are listed this long after entry; pending rows always. */
export const LIST_WINDOW_DAYS = 30;
/** An expired row may be reinitiated this long after entry. */
export const REINITIATE_WINDOW_DAYS = 14;

export const REINITIATE_MESSAGES = {
  notExpired: 'Only an expired transaction can be reinitiated',
  tooOld: `A transaction can be reinitiated only within ${REINITIATE_WINDOW_DAYS} days of its entry`,
  unknown: 'No Data Found',
  already: 'This transaction has already been reinitiated',
} as const;

const DAY_MS = 86_400_000;

/**
 * Whether `entered` lies within the last `days` days before `now`: exactly `days` × 24 hours ago is
 * outside. An entry time ahead of `now` (clocks a little apart) counts as inside.
 */
export function enteredWithin(entered: Date, now: Date, days: number): boolean {
  return entered.getTime() > now.getTime() - days * DAY_MS;
}

/** Entdate ('DD/MM/YYYY hh:mm AM', IST) as an instant; null when the registrar sent something else. */
export const entryInstant = (entdate: string): Date | null => parseDisplayDateTime(entdate);

/** Pending rows always; approved and expired rows only within the listing window. An unreadable date is not listed. */
export function isListed(state: AuthorisationState, entdate: string, now: Date): boolean {
  if (state === 'P') return true;
  const entered = entryInstant(entdate);
  return entered !== null && enteredWithin(entered, now, LIST_WINDOW_DAYS);
}

/** Why an expired row may not be reinitiated, or null when it may. */
export function reinitiateRefusal(state: AuthorisationState, entdate: string, now: Date): string | null {
  if (state !== 'E') return REINITIATE_MESSAGES.notExpired;
  const entered = entryInstant(entdate);
  if (!entered || !enteredWithin(entered, now, REINITIATE_WINDOW_DAYS)) return REINITIATE_MESSAGES.tooOld;
  return null;
}

export const canReinitiate = (state: AuthorisationState, entdate: string, now: Date): boolean =>
  reinitiateRefusal(state, entdate, now) === null;
