import { addDays, addMonths, formatDisplayDay, istMidnight, type CalendarDay } from '../../dates';
import { STP_MAX_TRANSFERS, STP_OPTIONS, STP_RULE_MESSAGES, stpMinimumMessage } from '../../rules/stp';
import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';

// The STP form's options, wording and schedule without zod, for the form's components; ./stp.ts
// holds the schema.

export { STP_OPTIONS, STP_MAX_TRANSFERS };
export const WEEKLY = 'W';

export const STP_MESSAGES = {
  folio: 'Folio is mandatory*',
  zeroBalance: ZERO_BALANCE_MESSAGES.stp,
  scheme: 'Transfer from Scheme is mandatory*',
  category: 'Category is mandatory*',
  toScheme: STP_RULE_MESSAGES.toScheme,
  sameScheme: STP_RULE_MESSAGES.sameScheme,
  frequency: STP_RULE_MESSAGES.frequency,
  transfers: 'No of transfers is mandatory*',
  transfersMin: STP_RULE_MESSAGES.transfersMin,
  transfersMax: STP_RULE_MESSAGES.transfersMax,
  day: STP_RULE_MESSAGES.day,
  option: STP_RULE_MESSAGES.option,
  amount: 'Amount is mandatory*',
  minimum: stpMinimumMessage,
  multiple: STP_RULE_MESSAGES.multiple,
  balance: STP_RULE_MESSAGES.balance,
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
