'use client';

import { useId, type ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FieldNotes, joinIds } from '@/components/ui/FieldMessage';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';

export interface RadioGroupProps {
  name: string;
  legend: string;
  options: readonly ({ value: string; label: ReactNode; disabled?: boolean } | string)[];
  rules?: RegisterOptions;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** Side by side (the default) or one under another. */
  layout?: 'row' | 'column';
}

/** Native radios in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroup({ name, legend, options, rules, required, disabled, hint, layout = 'row' }: RadioGroupProps) {
  const register = useKeepTyped(useFormContext());
  const error = useFieldError(name);
  const id = useId();
  const field = register(name, rules);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={joinIds(hintId, errorId)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-danger-700">
            {' '}*
          </span>
        )}
      </legend>
      <div className={layout === 'row' ? 'flex flex-wrap gap-x-6' : 'flex flex-col'}>
        {options.map((o) => {
          const { value, label, disabled: off } = typeof o === 'string' ? { value: o, label: o, disabled: false } : o;
          const inactive = disabled || off;
          return (
            <label key={value} className={`inline-flex min-h-10 items-center gap-2 text-sm ${inactive ? 'text-ink-muted' : 'text-ink'}`}>
              <input type="radio" value={value} disabled={inactive} className="h-4 w-4 accent-brand-700" {...field} />
              {label}
            </label>
          );
        })}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
