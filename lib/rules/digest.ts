import { formatIsoDay, istDay, istMidnight, type CalendarDay } from '../dates';

// The morning digest: the times a distributor may choose (IST), when a day's digest falls due, and how a
// failed send is tried again. Zod-free and pure, so the settings form, the BFF and the scheduler read the
// same list and words.

const HALF_HOURS = Array.from({ length: 11 }, (_, i) => 6 * 60 + i * 30);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;

/** Every half hour from 06:00 to 11:00 IST: before the day's work, never at night. */
export const DIGEST_TIMES: readonly string[] = HALF_HOURS.map(hhmm);
export const DEFAULT_DIGEST_TIME = '08:00';

export const DIGEST_MESSAGES = {
  enabled: 'Choose whether the digest is sent',
  time: 'Choose the time of the digest',
  timeInvalid: `Choose a time from the list: every half hour from ${DIGEST_TIMES[0]} to ${DIGEST_TIMES.at(-1)} IST`,
  unavailable: 'The morning digest is not available on this installation.',
  /** The digest reads the firm's whole book for the ARN: it is the ARN holder's mail, not a member's. */
  holderOnly: "The morning digest goes to the ARN holder's e-mail on record: only the ARN holder turns it on or off.",
  saved: (enabled: boolean, time: string) => (enabled ? `The digest will be sent every day at ${time} IST.` : 'The digest is off.'),
} as const;

export const isDigestTime = (value: string) => DIGEST_TIMES.includes(value);

/** The field's first refusal, or null: the form and the schema share it. */
export function digestTimeProblem(value: string): string | null {
  if (!value.trim()) return DIGEST_MESSAGES.time;
  return isDigestTime(value.trim()) ? null : DIGEST_MESSAGES.timeInvalid;
}

/** The instant a day's digest falls due. */
export function digestSlot(day: CalendarDay, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(istMidnight(day).getTime() + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}

/**
 * The IST day (YYYY-MM-DD) whose digest is due at `now`, or null. Only today's: a digest its day has
 * passed is not sent late. Due from its time to midnight, so a portal that was down at the time sends it
 * when it starts; not due when the digest was turned on (or moved) after that day's time.
 */
export function dueDigestDay(now: Date, setting: { time: string; since: Date }): string | null {
  const today = istDay(now);
  const slot = digestSlot(today, setting.time);
  return now >= slot && setting.since <= slot ? formatIsoDay(today) : null;
}

/** Minutes to wait after the first, second and third failure; after the fourth, that day's digest is dropped. */
export const DIGEST_RETRY_MINUTES = [1, 5, 15] as const;
export const DIGEST_MAX_ATTEMPTS = DIGEST_RETRY_MINUTES.length + 1;

/** When a digest that failed for the `attempts`-th time may be tried again; null when no try is left. */
export function digestRetryAt(attempts: number, failedAt: Date): Date | null {
  const wait = DIGEST_RETRY_MINUTES[attempts - 1];
  return wait === undefined ? null : new Date(failedAt.getTime() + wait * 60_000);
}
