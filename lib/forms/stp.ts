import { z } from 'zod';
import { addDays, addMonths, formatDisplayDay, istMidnight, type CalendarDay } from '../dates';
import { formatIndian } from '../money';
import { splitSchemePlan } from './scheme-link';
import { sameScheme } from './switch';
import { checkTagging, taggingShape } from './transaction-fields';

// The STP Plan form (seed 001 sections 3, 4, 5 and 9): transfer from a holding to another scheme of
// the fund, a frequency with its minimum number of transfers, the STP date (weekly: the next Wednesday
// at least five days ahead), the STP option, the amount (the target's minimum and multiple) and the
// ARN tagging with its EUIN. The holding's and target's figures ride along; the BFF puts in its own.

export const STP_OPTIONS = ['Fixed', 'Capital Appreciation'] as const;
export const STP_MAX_TRANSFERS = 999;
export const WEEKLY = 'W';

export const STP_MESSAGES = {
  folio: 'Folio is mandatory*',
  zeroBalance: 'STP in Zero balance folios is not accepted',
  scheme: 'Transfer from Scheme is mandatory*',
  category: 'Category is mandatory*',
  toScheme: 'Transfer to Scheme is mandatory*',
  sameScheme: 'Transfer from Scheme and Transfer to Scheme should not be same',
  frequency: 'Frequency is mandatory*',
  transfers: 'No of transfers is mandatory*',
  transfersMin: (n: number) => `No of transfers should be minimum ${n}`,
  transfersMax: 'No of transfers should not be more than 999',
  day: 'STP Date is mandatory*',
  option: 'STP Option is mandatory*',
  amount: 'Amount is mandatory*',
  minimum: (n: number) => `Transfer amount should be minimum ${formatIndian(n)}`,
  multiple: (n: number) => `Transfer amount should be multiple of ${formatIndian(n)}`,
  balance: 'You dont have enough amount to transfer',
} as const;

/** The next Wednesday at least five days ahead: a weekly STP's first transfer. */
export function nextWednesday(today: CalendarDay): CalendarDay {
  const earliest = addDays(today, 5);
  const dow = new Date(istMidnight(earliest).getTime() + 330 * 60_000).getUTCDay();
  return addDays(earliest, (3 - dow + 7) % 7);
}

/** The first transfer: weekly on the next Wednesday 5 days on; otherwise the next STP day 7 days on. */
export function stpStart(today: CalendarDay, frequency: string, day: number): CalendarDay {
  if (frequency === WEEKLY) return nextWednesday(today);
  const earliest = addDays(today, 7);
  const same = { ...earliest, day };
  return earliest.day <= day ? same : addMonths(same, 1);
}

/** The plan's period, DD/MM/YYYY, or null until what it needs is chosen. */
export function stpPeriod(today: CalendarDay, frequency: string, day: string, transfers: string): { start: string; end: string } | null {
  const n = Number(transfers);
  const d = Number(day);
  if (!frequency || !Number.isInteger(n) || n < 1 || n > STP_MAX_TRANSFERS) return null;
  if (frequency !== WEEKLY && (!Number.isInteger(d) || d < 1 || d > 28)) return null;
  const start = stpStart(today, frequency, d);
  const end = frequency === WEEKLY ? addDays(start, (n - 1) * 7) : addMonths(start, (n - 1) * (frequency === 'Q' ? 3 : 1));
  return { start: formatDisplayDay(start), end: formatDisplayDay(end) };
}

export const stpSchema = z
  .object({
    folio: z.string(),
    scheme: z.string(),
    zeroBalance: z.enum(['Y', 'N']),
    curValue: z.string(),
    category: z.string(),
    toScheme: z.string(),
    /** The target scheme's minimum and multiple, and the frequency's minimum transfers. */
    minAmount: z.string(),
    multiples: z.string(),
    frequency: z.string(),
    minTransfers: z.string(),
    transfers: z.string(),
    day: z.string(),
    option: z.string(),
    amount: z.string(),
    ...taggingShape,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.folio.trim()) issue('folio', STP_MESSAGES.folio);
    else if (v.zeroBalance === 'Y') issue('folio', STP_MESSAGES.zeroBalance);
    else if (!splitSchemePlan(v.scheme)) issue('scheme', STP_MESSAGES.scheme);
    if (!v.category.trim()) issue('category', STP_MESSAGES.category);
    if (!splitSchemePlan(v.toScheme)) issue('toScheme', STP_MESSAGES.toScheme);
    else if (sameScheme(v.scheme, v.toScheme)) issue('toScheme', STP_MESSAGES.sameScheme);
    if (!v.frequency.trim()) issue('frequency', STP_MESSAGES.frequency);
    const n = v.transfers.trim();
    const min = Number(v.minTransfers) || 1;
    if (!/^\d{1,4}$/.test(n) || Number(n) === 0) issue('transfers', STP_MESSAGES.transfers);
    else if (Number(n) > STP_MAX_TRANSFERS) issue('transfers', STP_MESSAGES.transfersMax);
    else if (Number(n) < min) issue('transfers', STP_MESSAGES.transfersMin(min));
    if (v.frequency && v.frequency !== WEEKLY && !v.day.trim()) issue('day', STP_MESSAGES.day);
    if (!(STP_OPTIONS as readonly string[]).includes(v.option)) issue('option', STP_MESSAGES.option);
    const amount = v.amount.trim();
    const minimum = Number(v.minAmount) || 0;
    const multiples = Number(v.multiples) || 1;
    if (!amount) issue('amount', STP_MESSAGES.amount);
    else if (!/^\d{1,10}$/.test(amount) || Number(amount) < minimum) issue('amount', STP_MESSAGES.minimum(minimum));
    else if (Number(amount) % multiples !== 0) issue('amount', STP_MESSAGES.multiple(multiples));
    else if (Number(amount) > (Number(v.curValue) || 0)) issue('amount', STP_MESSAGES.balance);
    checkTagging(v, ctx, 'submit');
  });

export type StpValues = z.output<typeof stpSchema>;
