import { topUpCapProblem } from '../../../lib/rules/mandate-limits';
import { formatIsoDay, parseIsoDate, type CalendarDay } from '../../../lib/dates';
import { TOPUP_MIN_AMOUNT, topupEndProblem, topupStartProblem, topupStartWindow, type TopupDatesSip } from '../../../lib/rules/sip-topup';
import { SIP_CHANGE_MESSAGES as M, TOPUP_RULES, type LiveSip } from './sip-changes';

// The registrar's own check of a top-up (seed 002 sections 4.3, 5 and 9), on ISO days (YYYY-MM-DD).
// The portal checks the same rules first; these hold whatever a caller sends. The dates follow the one
// top-up rule the portal's forms use (lib/rules/sip-topup.ts).

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addMonthsIso(start: string, n: number): string {
  const d = day(start);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

export const enachflagOf = (sipType: string) => ({ '1': '1', '4': '1', '2': '2', '5': '2', '9': '9' })[sipType] ?? '';

const calendar = (iso: string): CalendarDay => {
  const d = parseIsoDate(iso);
  if (!d) throw new Error(`not an ISO day: ${iso}`);
  return d;
};

const datesOf = (sip: LiveSip): TopupDatesSip => ({ start: calendar(sip.start_date), end: calendar(sip.end_date), enachflag: enachflagOf(sip.sip_type) });

export function topupWindow(sip: LiveSip, today: string): { from: string; to: string } {
  const w = topupStartWindow(datesOf(sip), calendar(today));
  return { from: formatIsoDay(w.from), to: formatIsoDay(w.to) };
}

export interface TopupAsk {
  frequency: string;
  amount: number;
  start: string;
  end: string;
}

/** The first rule the top-up breaks, or null. */
export function topupRefusal(sip: LiveSip, ask: TopupAsk, today: string): string | null {
  if (sip.left <= TOPUP_RULES.minInstalmentsLeft) return M.fewInstalments;
  if (sip.topup_state === 'P') return M.pending;
  if (ask.frequency !== 'H' && ask.frequency !== 'Y') return M.frequency;
  if (!Number.isInteger(ask.amount) || ask.amount < TOPUP_RULES.minAmount) return M.minimum;
  if (sip.scheme === 'TS' && ask.amount % TOPUP_MIN_AMOUNT !== 0) return M.multiple;
  const capped = topUpCapProblem(ask.amount, sip.mandate_amount !== null ? Number(sip.mandate_amount) : null, enachflagOf(sip.sip_type));
  if (capped) return capped;
  const dates = datesOf(sip);
  const start = parseIsoDate(ask.start);
  const end = parseIsoDate(ask.end);
  if (!start || !end) return M.dates;
  const startProblem = topupStartProblem(dates, start, calendar(today));
  if (startProblem === 'sipDay') return M.sipDay;
  if (startProblem === 'startPastEnd') return M.startPastEnd;
  if (startProblem === 'window') return M.window;
  const endProblem = topupEndProblem(dates, end, start, ask.frequency === 'H' ? 'H' : 'Y');
  if (endProblem === 'sipDay') return M.sipDay;
  if (endProblem === 'past2099' || endProblem === 'endPastEnd') return M.endPastEnd;
  if (endProblem === 'tooSoon') return M.endTooSoon;
  return null;
}
