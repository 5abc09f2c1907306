'use client';

import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { formatDisplayDay, parseDisplayDate } from '@/lib/dates';
import type { DateChoice } from '@/lib/forms/date-choice';
import { withCleaner } from './clean-input';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';
import { Icon, type IconProps } from '@/components/ui/icons';

/** Digits typed get their slashes: 01012026 reads 01/01/2026. The value stays in the display form. */
export function maskDisplayDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export interface DateFieldProps extends Omit<TextFieldProps, 'name' | 'error' | 'type' | 'onChange' | 'onBlur'> {
  name: string;
  rules?: RegisterOptions;
  /** The days a calendar offers beside the typed date; none (or null, while nothing can be chosen) shows no calendar. */
  choice?: DateChoice | null;
}

// The calendar and its library are fetched the first time a calendar opens, not with every form.
const DateCalendar = lazy(() => import('./DateCalendar'));

/**
 * A date as the seeds show it, DD/MM/YYYY. Forms keep that display form; a service turns it into the
 * registrar's MM/DD/YYYY with lib/dates.ts (ARCHITECTURE.md rule 8), so no other code converts dates.
 */
export function DateField({ name, rules, hint, choice, disabled, ...props }: DateFieldProps) {
  const form = useFormContext();
  const { setValue, getValues } = form;
  const register = useKeepTyped(form);
  const error = useFieldError(name);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const calendar = choice && !disabled;

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function pick(day: Parameters<typeof formatDisplayDay>[0]) {
    const value = formatDisplayDay(day);
    setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    // What typing would have set off (another field cleared, say) follows a pick as well.
    void rules?.onChange?.({ target: { name, value }, type: 'change' });
    close();
  }

  return (
    <div>
      <TextField
        inputMode="numeric"
        autoComplete="off"
        placeholder="DD/MM/YYYY"
        maxLength={10}
        hint={hint ?? 'DD/MM/YYYY'}
        disabled={disabled}
        {...props}
        {...withCleaner(register(name, rules), maskDisplayDate)}
        error={error}
        trailing={
          calendar ? (
            <button
              ref={button}
              type="button"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              onClick={() => setOpen((o) => !o)}
              className="rounded-field p-1 text-ink-muted hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <CalendarIcon className="h-5 w-5" />
              <span className="sr-only">Choose {props.label} from a calendar</span>
            </button>
          ) : undefined
        }
      />
      {calendar && open && (
        <Suspense fallback={<p role="status" className="mt-2 text-sm text-ink-muted">Loading calendar…</p>}>
          <DateCalendar id={panelId} label={props.label} choice={choice} selected={parseDisplayDate(String(getValues(name) ?? ''))} onPick={pick} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="4.5" width="13" height="12" rx="1.5" />
      <path d="M3.5 8.5h13M7 3v3M13 3v3" />
    </Icon>
  );
}
