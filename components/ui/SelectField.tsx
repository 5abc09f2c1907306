'use client';

import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldNotes, joinIds } from './FieldMessage';
import { inputClassName } from './TextField';
import { FieldLabel } from './FieldLabel';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The first, empty choice ('Select a category'). */
  placeholder?: string;
  /** Choices; a plain string is both the value and the label. */
  options: readonly ({ value: string; label: string } | string)[];
}

/** A native select: keyboard, screen readers and phones all handle it well without help. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, placeholder = 'Select', options, id, required, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={selectId} label={label} required={required} />
      <select
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        {...rest}
        aria-describedby={joinIds(hintId, errorId, rest['aria-describedby'])}
        className={`${inputClassName} pr-8 ${className}`}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
