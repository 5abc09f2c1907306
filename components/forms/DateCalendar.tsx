'use client';

import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { KeyboardEvent } from 'react';
import { calendarDayOf, localDateOf, offered, type DateChoice } from '@/lib/forms/date-choice';
import type { CalendarDay } from '@/lib/dates';

export interface DateCalendarProps {
  id: string;
  label: string;
  choice: DateChoice;
  selected: CalendarDay | null;
  onPick: (day: CalendarDay) => void;
  onClose: () => void;
}

/**
 * The calendar under a date field, offering only the days its rule allows (the rest are disabled, so
 * neither a click nor the arrow keys can choose them). Fetched when first opened. It opens in the page
 * flow, below the field, so it never covers what the distributor is reading.
 */
export default function DateCalendar({ id, label, choice, selected, onPick, onClose }: DateCalendarProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }
  const chosen = selected && offered(choice, selected) ? localDateOf(selected) : undefined;
  return (
    <div id={id} role="group" aria-label={`${label}: calendar`} onKeyDown={onKeyDown} className="mt-2 w-fit rounded-card border border-line bg-surface p-2 text-sm">
      <DayPicker
        mode="single"
        autoFocus
        selected={chosen}
        defaultMonth={chosen ?? localDateOf(choice.from)}
        startMonth={localDateOf(choice.from)}
        endMonth={localDateOf(choice.to)}
        disabled={(date: Date) => !offered(choice, calendarDayOf(date))}
        onSelect={(date?: Date) => date && onPick(calendarDayOf(date))}
        weekStartsOn={1}
      />
    </div>
  );
}
