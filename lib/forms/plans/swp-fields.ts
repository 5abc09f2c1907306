import { addDays, addMonths, formatDisplayDay, type CalendarDay } from '../../dates';
import { formatIndian } from '../../money';
import { SWP_LEAD_DAYS, SWP_MAX_WITHDRAWALS, SWP_MIN_WITHDRAWALS, SWP_RULE_MESSAGES } from '../../rules/swp';
import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';

// The SWP form's limits, wording and schedule without zod, for the form's components; ./swp.ts
// holds the schema.

export { SWP_MAX_WITHDRAWALS, SWP_MIN_WITHDRAWALS, SWP_LEAD_DAYS };
export const FIXED = 'Fixed';

export const SWP_MESSAGES = {
  folio: 'Folio is mandatory*',
  scheme: 'Scheme is mandatory*',
  zeroBalance: ZERO_BALANCE_MESSAGES.swp,
  option: SWP_RULE_MESSAGES.option,
  frequency: SWP_RULE_MESSAGES.frequency,
  day: SWP_RULE_MESSAGES.day,
  withdrawals: 'Please enter the valid number of withdrawals',
  withdrawalsMax: SWP_RULE_MESSAGES.withdrawalsMax,
  withdrawalsMin: SWP_RULE_MESSAGES.withdrawalsMin,
  amount: 'Amount is mandatory*',
  minimum: (min: number) => `Minimum amount is ${formatIndian(min)}(₹)`,
  balance: SWP_RULE_MESSAGES.balance,
} as const;

/** Months between withdrawals: 1 monthly, 3 quarterly. */
export const swpStep = (frequency: string) => (frequency === 'Q' ? 3 : 1);

/** The first withdrawal: the next SWP day at least 7 days ahead. */
export function swpStart(today: CalendarDay, day: number): CalendarDay {
  const earliest = addDays(today, SWP_LEAD_DAYS);
  const same = { ...earliest, day };
  return earliest.day <= day ? same : addMonths(same, 1);
}

/** The plan's period, DD/MM/YYYY, or null until day and withdrawals are known. */
export function swpPeriod(today: CalendarDay, frequency: string, day: string, withdrawals: string): { start: string; end: string } | null {
  const d = Number(day);
  const n = Number(withdrawals);
  if (!frequency || !Number.isInteger(d) || d < 1 || d > 28 || !Number.isInteger(n) || n < 1 || n > SWP_MAX_WITHDRAWALS) return null;
  const start = swpStart(today, d);
  return { start: formatDisplayDay(start), end: formatDisplayDay(addMonths(start, (n - 1) * swpStep(frequency))) };
}
