import { daysBetween, parseDisplayDate, type CalendarDay } from '@/lib/dates';

// Banners and new-fund-offer notices carry the days they may show (DD/MM/YYYY, both inclusive). A
// notice whose dates cannot be read is kept off the screen: showing an offer outside its period is
// worse than missing one.

export function isWithinDateWindow(startDate: string, expiryDate: string, today: CalendarDay): boolean {
  const start = parseDisplayDate(startDate);
  const end = parseDisplayDate(expiryDate);
  if (!start || !end) return false;
  return daysBetween(start, today) >= 0 && daysBetween(today, end) >= 0;
}

/** The items whose window holds `today`, in their original order. */
export function withinDateWindow<T extends { startDate: string; expiryDate: string }>(items: readonly T[], today: CalendarDay): T[] {
  return items.filter((item) => isWithinDateWindow(item.startDate, item.expiryDate, today));
}
