import { daysBetween, parseDisplayDate, type CalendarDay } from '../dates';
import type { HistoryStatus } from '../api/reports';

// Rules of the transaction history and NFO screens (seed 002 sections 4.6 and 9, seed 000 section 9).

/** Table page sizes; the first is the default. */
export const PAGE_SIZES = [10, 25, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A phone shows only the latest transactions. */
export const PHONE_HISTORY_ROWS = 10;

/** Success is green; anything else is red, and a rejected transaction can be reinitiated. */
export function historyTone(status: string): HistoryStatus {
  const s = status.trim().toLowerCase();
  if (s === 'success') return 'success';
  if (s === 'rejected') return 'rejected';
  return 'other';
}

export function pageSizeOf(value: string | number): PageSize {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : PAGE_SIZES[0];
}

/** Whether an offer (DD/MM/YYYY opening and closing days, both included) is open on `today`. */
export function nfoOpenOn(opening: string, closing: string, today: CalendarDay): boolean {
  const open = parseDisplayDate(opening);
  const close = parseDisplayDate(closing);
  if (!open || !close) return false;
  return daysBetween(open, today) >= 0 && daysBetween(today, close) >= 0;
}
