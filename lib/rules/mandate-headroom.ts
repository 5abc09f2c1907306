import { exceedsMandate } from './mandate-limits';

// What a mandate still has room for. A mandate's maximum caps each debit presented on it, so the SIPs
// drawing on it together must stay within it on every day they fall due. A SIP draws while it runs:
// a live one from its start to its end, a paused one only from the day it resumes, a cancelled or
// finished one never. The figure is the least room left over a span of days (from today to the
// mandate's end for a list; over a new SIP's own months for the SIP form's warning). The registrar
// (the sandbox) reports what SIPs draw with the same rule, so the two figures cannot disagree.

export type DrawingStatus = 'Live' | 'Paused' | 'Cancelled' | 'Ceased';

export interface DrawingSip {
  amount: number;
  status: DrawingStatus;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** For a paused SIP, the last paused day (YYYY-MM-DD); it draws again the day after. */
  pausedTo?: string | null;
}

const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The first day the SIP draws on its mandate, or null when it never will again. */
export function drawsFrom(sip: DrawingSip): string | null {
  if (sip.status === 'Cancelled' || sip.status === 'Ceased') return null;
  if (sip.status === 'Paused' && sip.pausedTo) return nextDay(sip.pausedTo) > sip.startDate ? nextDay(sip.pausedTo) : sip.startDate;
  return sip.startDate;
}

/** Whether the SIP draws on the mandate on `day` (YYYY-MM-DD). */
export function drawsOn(sip: DrawingSip, day: string): boolean {
  const from = drawsFrom(sip);
  return from !== null && from <= day && day <= sip.endDate;
}

/** The most the SIPs draw together on any day from `from` to `to` (inclusive; YYYY-MM-DD). */
export function peakDrawn(sips: readonly DrawingSip[], from: string, to: string): number {
  // The total only rises on the first day of a span, so those days (and `from`) are the ones to check.
  const days = new Set([from]);
  for (const s of sips) {
    const start = drawsFrom(s);
    if (start && start > from && start <= to) days.add(start);
  }
  let peak = 0;
  for (const day of days) {
    const total = sips.reduce((sum, s) => (drawsOn(s, day) ? sum + s.amount : sum), 0);
    peak = Math.max(peak, total);
  }
  return peak;
}

/** The room left on a mandate of this maximum over the span: never below zero. */
export function headroom(maxAmount: number, sips: readonly DrawingSip[], from: string, to: string): number {
  return Math.max(0, Math.round((maxAmount - peakDrawn(sips, from, to)) * 100) / 100);
}

export const HEADROOM_MESSAGES = {
  /** The SIP form's warning, before it is submitted: the debit beyond the room will fail. */
  exceeds: (amount: string, left: string) =>
    `This instalment of ${amount} is more than the ${left} left on the mandate once the SIPs already drawing on it are paid. Instalments beyond what is left will fail: register another mandate or lower the amount.`,
  none: 'Nothing is left on this mandate once the SIPs already drawing on it are paid. Register another mandate for this SIP.',
} as const;

/**
 * The SIP form's warning for an instalment against what is left (`left` undefined: not known, no
 * warning). Above the maximum itself the cap (./mandate-limits.ts) refuses it, so no warning is added.
 */
export function headroomWarning(amount: number, max: number, left: number | undefined, rupees: (n: number) => string): string | null {
  if (left === undefined) return null;
  if (left <= 0) return HEADROOM_MESSAGES.none;
  if (amount <= left || exceedsMandate(amount, max > 0 ? max : null)) return null;
  return HEADROOM_MESSAGES.exceeds(rupees(amount), rupees(left));
}
