import type { CalendarDay } from '../dates';

// Ages as the registrar counts them: whole years completed on `today`.

export function ageOn(dob: CalendarDay, today: CalendarDay): number {
  const beforeBirthday = today.month < dob.month || (today.month === dob.month && today.day < dob.day);
  return today.year - dob.year - (beforeBirthday ? 1 : 0);
}

export const ADULT_AGE = 18;

export const isMinorOn = (dob: CalendarDay, today: CalendarDay) => ageOn(dob, today) < ADULT_AGE;

/** Whether `day` is after `today`. */
export const isFuture = (day: CalendarDay, today: CalendarDay) =>
  day.year * 10_000 + day.month * 100 + day.day > today.year * 10_000 + today.month * 100 + today.day;
