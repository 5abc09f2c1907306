import { formatDisplayDay } from '../dates';
import { CUT_OFF_MINUTES, isBusinessDay, istDay, istMinutes, nextBusinessDay } from './applicable-nav';
import type { OrderKind, RegistrarProblem } from './registrar-problem';
import type { MarketCalendar } from './working-days';

// What only changes an order's outcome, told before Confirm: an order complete after the cut-off (or on a
// day without a NAV) takes the next business day's NAV. The cut-off is 3 pm (./applicable-nav.ts), and
// 1:30 pm for purchases of liquid and overnight schemes (SEBI). Information, never a refusal. Zod-free.

/** Purchases of these categories (liquid and overnight schemes) have the earlier cut-off. */
export const EARLY_CUT_OFF_CATEGORIES: readonly string[] = ['Liquid'];
export const EARLY_CUT_OFF_MINUTES = 13 * 60 + 30;
export const NAV_NOTICE_CODE = 301;

const clock = (minutes: number) => `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} pm`;

export const NAV_NOTICE_MESSAGE = (cutOffMinutes: number, navDay: string) =>
  `Past the ${clock(cutOffMinutes)} cut-off: approved now, the order takes the NAV of ${navDay}`;

/** The cut-off that applies to an order of `kind` in a scheme of `category`, minutes after midnight IST. */
export const cutOffMinutes = (kind: OrderKind, category: string | null): number =>
  kind === 'purchase' && category !== null && EARLY_CUT_OFF_CATEGORIES.includes(category) ? EARLY_CUT_OFF_MINUTES : CUT_OFF_MINUTES;

/** The notice for a one-off order entered at `now`, counted on the registrar's market calendar; null before the cut-off on a business day, and for plans. */
export function navNotice(kind: OrderKind, category: string | null, now: Date, calendar: MarketCalendar): RegistrarProblem | null {
  if (kind !== 'purchase' && kind !== 'redemption' && kind !== 'switch') return null;
  const cutOff = cutOffMinutes(kind, category);
  const day = istDay(now);
  if (isBusinessDay(day, calendar) && istMinutes(now) < cutOff) return null;
  const next = nextBusinessDay(day, calendar);
  const navDay = formatDisplayDay({ year: Number(next.slice(0, 4)), month: Number(next.slice(5, 7)), day: Number(next.slice(8, 10)) });
  return { code: NAV_NOTICE_CODE, words: NAV_NOTICE_MESSAGE(cutOff, navDay), severity: 'info', fix: 'none' };
}
