import { SIP_CHANGE_MESSAGES as M, TOPUP_RULES, type LiveSip } from './sip-changes';

// The registrar's own check of a top-up (seed 002 sections 4.3, 5 and 9), on ISO days (YYYY-MM-DD).
// The portal checks the same rules first; these hold whatever a caller sends.

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addMonthsIso(start: string, n: number): string {
  const d = day(start);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

const addDaysIso = (start: string, n: number) => iso(new Date(day(start).getTime() + n * 86_400_000));
const sipDayOf = (sip: LiveSip) => Number(sip.start_date.slice(8, 10));

/** The first day on or after `from` on day-of-month `d`. */
function nextOn(from: string, d: number): string {
  const same = `${from.slice(0, 8)}${String(d).padStart(2, '0')}`;
  return Number(from.slice(8, 10)) <= d ? same : addMonthsIso(same, 1);
}

export const enachflagOf = (sipType: string) => ({ '1': '1', '4': '1', '2': '2', '5': '2', '9': '9' })[sipType] ?? '';

export function topupWindow(sip: LiveSip, today: string): { from: string; to: string } {
  const lead = enachflagOf(sip.sip_type) === '2' ? 5 : 10;
  const six = addMonthsIso(sip.start_date, 6);
  const ready = addDaysIso(today, lead);
  const from = nextOn(six > ready ? six : ready, sipDayOf(sip));
  return { from, to: addMonthsIso(from, 3) };
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
  if (sip.scheme === 'TS' && ask.amount % 500 !== 0) return M.multiple;
  const flag = enachflagOf(sip.sip_type);
  if ((flag === '1' || flag === '2') && sip.mandate_amount !== null && ask.amount > Number(sip.mandate_amount)) return M.mandate(Number(sip.mandate_amount));
  if (Number(ask.start.slice(8, 10)) !== sipDayOf(sip) || Number(ask.end.slice(8, 10)) !== sipDayOf(sip)) return M.sipDay;
  if (ask.start > sip.end_date) return M.startPastEnd;
  const w = topupWindow(sip, today);
  if (ask.start < w.from || ask.start > w.to) return M.window;
  if (ask.end > sip.end_date || ask.end > TOPUP_RULES.lastDay) return M.endPastEnd;
  const min = addMonthsIso(ask.start, ask.frequency === 'H' ? 5 : 11);
  if (min > sip.end_date) return M.endPastEnd;
  if (ask.end < min) return M.endTooSoon;
  return null;
}
