import { z } from 'zod';
import { addDays, addMonths, formatDisplayDay, type CalendarDay } from '../dates';
import { formatIndian } from '../money';

// The SWP Plan form (seed 001 sections 3, 5 and 9): folio and scheme, the withdrawal option (Fixed
// withdraws an amount, at least the scheme's minimum), frequency, SWP day, 5 to 999 withdrawals, and
// the period they make. The holding's figures and the frequency's minimum ride along; the BFF puts in
// the registrar's own before it parses.

export const SWP_MAX_WITHDRAWALS = 999;
export const SWP_MIN_WITHDRAWALS = 5;
/** The first withdrawal falls on the SWP day at least this many days ahead. */
export const SWP_LEAD_DAYS = 7;
export const FIXED = 'Fixed';

export const SWP_MESSAGES = {
  folio: 'Folio is mandatory*',
  scheme: 'Scheme is mandatory*',
  zeroBalance: 'SWP in zero balance folios is not allowed',
  option: 'Withdrawal Option is mandatory*',
  frequency: 'Frequency is mandatory*',
  day: 'SWP Day is mandatory*',
  withdrawals: 'Please enter the vaild number of withdrawals',
  withdrawalsMax: 'no of withdrwals should not be more than 999',
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

export const swpSchema = z
  .object({
    folio: z.string(),
    scheme: z.string(),
    /** 'Y' when the folio has no units left (from the registrar's fund list). */
    zeroBalance: z.enum(['Y', 'N']),
    /** The holding's current value and the scheme's minimum, as the fund list quotes them. */
    curValue: z.string(),
    minAmount: z.string(),
    option: z.string(),
    frequency: z.string(),
    minWithdrawals: z.string(),
    day: z.string(),
    withdrawals: z.string(),
    amount: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.folio.trim()) issue('folio', SWP_MESSAGES.folio);
    else if (v.zeroBalance === 'Y') issue('folio', SWP_MESSAGES.zeroBalance);
    else if (!v.scheme.trim()) issue('scheme', SWP_MESSAGES.scheme);
    if (!v.option.trim()) issue('option', SWP_MESSAGES.option);
    if (!v.frequency.trim()) issue('frequency', SWP_MESSAGES.frequency);
    if (!v.day.trim()) issue('day', SWP_MESSAGES.day);
    const n = v.withdrawals.trim();
    const min = Math.max(SWP_MIN_WITHDRAWALS, Number(v.minWithdrawals) || 0);
    if (!/^\d{1,4}$/.test(n) || Number(n) === 0) issue('withdrawals', SWP_MESSAGES.withdrawals);
    else if (Number(n) > SWP_MAX_WITHDRAWALS) issue('withdrawals', SWP_MESSAGES.withdrawalsMax);
    else if (Number(n) < min) issue('withdrawals', SWP_MESSAGES.withdrawalsMin);
    if (v.option === FIXED) {
      const amount = v.amount.trim();
      const minimum = Number(v.minAmount) || 0;
      if (!amount) issue('amount', SWP_MESSAGES.amount);
      else if (!/^\d{1,10}$/.test(amount) || Number(amount) < minimum) issue('amount', SWP_MESSAGES.minimum(minimum));
      else if (Number(amount) > (Number(v.curValue) || 0)) issue('amount', SWP_MESSAGES.balance);
    }
  });

export type SwpValues = z.output<typeof swpSchema>;
