import { daysBetween, parseDisplayDate } from '../dates';
import { TRACKER_FILTER_MESSAGES } from '../tracker/filters';

// The firm's admin exports the audit trail for a period for their own compliance (issue 43): how long a
// period may be, its refusals, and the export's words. Zod-free: the export's form (fetched when first
// opened), its schema (lib/forms/tracker/trail-export.ts) and the BFF read the same rule. The end-before-start
// and date refusals are the tracker filter's own words.

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
