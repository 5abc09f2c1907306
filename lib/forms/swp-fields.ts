import { addDays, addMonths, formatDisplayDay, type CalendarDay } from '../dates';
import { formatIndian } from '../money';
import { ZERO_BALANCE_MESSAGES } from '../rules/zero-balance';

// The SWP form's limits, wording and schedule without zod, for the form's components; ./swp.ts
// holds the schema.

export const SWP_MAX_WITHDRAWALS = 999;
export const SWP_MIN_WITHDRAWALS = 5;

/** The first withdrawal falls on the SWP day at least this many days ahead. */
export const SWP_LEAD_DAYS = 7;
export const FIXED = 'Fixed';

export const SWP_MESSAGES = {
  folio: 'Folio is mandatory*',
  scheme: 'Scheme is mandatory*',
  zeroBalance: ZERO_BALANCE_MESSAGES.swp,
  option: 'Withdrawal Option is mandatory*',
  frequency: 'Frequency is mandatory*',
  day: 'SWP Day is mandatory*',
  withdrawals: 'Please enter the valid number of withdrawals',
  withdrawalsMax: 'no of withdrawals should not be more than 999',
  withdrawalsMin: 'Please check the minimum With-drawals value',
  amount: 'Amount is mandatory*',
  minimum: (min: number) => `Minimum amount is ${formatIndian(min)}(₹)`,
  balance: 'You dont have enough amount to withdraw',
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
