import { modificationCapProblem } from '../../../lib/rules/mandate-limits';
import { MODIFICATION_MESSAGES as M, MODIFICATION_RULES as R } from './sip-modifications';
import type { LiveSip } from './sip-changes';
import { addMonthsIso } from './sip-topup-rules';

// The registrar's own check of a SIP modification (seed 002 sections 4.4, 5 and 9), on ISO days
// (YYYY-MM-DD). The portal checks the same rules first; these hold whatever a caller sends.

const addDaysIso = (start: string, n: number) => new Date(new Date(`${start}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);
export const stepOf = (frequency: string) => (frequency === 'Monthly' ? 1 : 3);
export const mandateBacked = (sip: LiveSip) => R.mandateTypes.includes(sip.sip_type);

/** The first date on the SIP day at least 15 days from today. */
export function firstStart(today: string, sipDay: number): string {
  const from = addDaysIso(today, R.leadDays);
  const same = `${from.slice(0, 8)}${String(sipDay).padStart(2, '0')}`;
  return Number(from.slice(8, 10)) <= sipDay ? same : addMonthsIso(same, 1);
}

export interface DatesAsk {
  sipDay: number;
  frequency: string;
  /** Empty for the first possible start. */
  start: string;
  /** Empty for a perpetual SIP. */
  installments: string;
}

/** The modified SIP's first and last instalment (and how many instalments), or the refusal. */
export function modificationDates(sip: LiveSip, ask: DatesAsk, today: string): { start: string; end: string; installments: number } | { refusal: string } {
  if (!Number.isInteger(ask.sipDay) || ask.sipDay < 1 || ask.sipDay > 28) return { refusal: M.sipDay };
  if (ask.frequency !== 'Monthly' && ask.frequency !== 'Quarterly') return { refusal: M.frequency };
  const start = ask.start || firstStart(today, ask.sipDay);
  if (Number(start.slice(8, 10)) !== ask.sipDay) return { refusal: M.sipDay };
  if (start < addDaysIso(today, R.leadDays)) return { refusal: M.tooSoon };
  const step = stepOf(ask.frequency);
  const mandateEnd = mandateBacked(sip) ? sip.mandate_end : null;
  if (!ask.installments.trim()) {
    const end = mandateEnd ?? R.perpetualEnd;
    const months = (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) - (Number(end.slice(8, 10)) < ask.sipDay ? 1 : 0);
    const installments = Math.floor(months / step) + 1;
    if (installments < R.minInstallments) return { refusal: M.installments };
    return { start, end, installments };
  }
  if (!/^\d{1,4}$/.test(ask.installments.trim())) return { refusal: M.installments };
  const n = Number(ask.installments);
  if (n < R.minInstallments) return { refusal: M.installments };
  if (n > R.maxInstallments) return { refusal: M.installmentsMax };
  const end = addMonthsIso(start, step * (n - 1));
  if (mandateEnd && end > mandateEnd) return { refusal: M.mandateEnd };
  return { start, end, installments: n };
}

export interface AmountAsk {
  amount: number;
  sipMin: number;
  sipMultiple: number;
}

/** The first amount rule the modification breaks, or null. */
export function amountRefusal(sip: LiveSip, a: AmountAsk): string | null {
  if (!Number.isInteger(a.amount) || a.amount < a.sipMin) return M.minimum;
  if (a.amount > R.maxAmount) return M.maximum;
  const capped = modificationCapProblem(a.amount, sip.mandate_amount !== null ? Number(sip.mandate_amount) : null, sip.sip_type);
  if (capped) return capped;
  if (a.sipMultiple > 1 && a.amount % a.sipMultiple !== 0) return M.multiple(a.sipMultiple);
  return null;
}
