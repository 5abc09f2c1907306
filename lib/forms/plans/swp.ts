import { z } from 'zod';
import { SWP_MAX_WITHDRAWALS, SWP_MIN_WITHDRAWALS, FIXED, SWP_MESSAGES } from './swp-fields';

export { SWP_MAX_WITHDRAWALS, SWP_MIN_WITHDRAWALS, SWP_LEAD_DAYS, FIXED, SWP_MESSAGES, swpStep, swpStart, swpPeriod } from './swp-fields';

// The SWP Plan form (seed 001 sections 3, 5 and 9): folio and scheme, the withdrawal option (Fixed
// withdraws an amount, at least the scheme's minimum), frequency, SWP day, 5 to 999 withdrawals, and
// the period they make. The holding's figures and the frequency's minimum ride along; the BFF puts in
// the registrar's own before it parses.

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
