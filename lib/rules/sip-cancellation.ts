import { isoToDisplay } from '../dates';
import { istDay } from './applicable-nav';
import { SIP_CANCELLATION_WORKING_DAYS } from './regulations';
import { addWorkingDays, weekdaysOnlyNote, type CountedDay, type MarketCalendar } from './working-days';

// When a SIP cancellation takes effect (SEBI, in force 1 December 2024): within two working days of the
// investor's request. A distributor's cancellation becomes the investor's request when the investor
// approves it, so an approved one counts from its approval and a pending one from its entry (the link
// goes out then: approved the same day, the date stands). The portal states the date, the registrar
// (the sandbox) keeps it: both count it here, each on the registrar's calendar of working days. A day
// counted through a year the registrar has not published carries the note that says so.

/** The registrar's name for a SIP cancellation's transaction. */
export const SIP_CANCELLATION_TRTYPE = 'SIP Cancellation';

/** Refusals of a pause or cancellation the portal's form makes before the registrar does, in its words. */
export const SIP_CANCELLATION_RULE_MESSAGES = {
  reason: '*Rejection reason is mandatory',
  pauseNotOffered: 'Pause is not available for this SIP',
} as const;

/** The last day (YYYY-MM-DD, India's calendar) by which a cancellation requested at `requestedAt` takes effect. */
export const cancellationEffectiveBy = (requestedAt: Date, calendar: MarketCalendar): CountedDay =>
  addWorkingDays(istDay(requestedAt), SIP_CANCELLATION_WORKING_DAYS, calendar);

const dmy = isoToDisplay;

export const TAKES_EFFECT_BY_LABEL = 'Takes effect by';

/** The tracker's words for a cancellation's day. */
export const takesEffectBy = (day: string): string => `${TAKES_EFFECT_BY_LABEL} ${dmy(day)}`;

/** What the confirmation says of a SIP cancellation requested at `requestedAt`. */
export function cancellationNote(requestedAt: Date, calendar: MarketCalendar): string {
  const by = cancellationEffectiveBy(requestedAt, calendar);
  const note = `${takesEffectBy(by.day)}: a SIP cancellation is processed within ${SIP_CANCELLATION_WORKING_DAYS} working days of the investor's request; no instalment due after that day is debited.`;
  return by.weekdaysOnly.length > 0 ? `${note} ${weekdaysOnlyNote(by.weekdaysOnly)}` : note;
}

/** The day a cancellation row counts from: its approval once approved, else its entry; null for any other row. */
export function cancellationRequestedAt(row: { trtype: string; state: string; enteredAt: Date | null; decidedAt: Date | null }): Date | null {
  if (row.trtype.trim() !== SIP_CANCELLATION_TRTYPE) return null;
  if (row.state === 'P') return row.enteredAt;
  return row.state === 'A' || row.state === 'L' ? (row.decidedAt ?? row.enteredAt) : null;
}
