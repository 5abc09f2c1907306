'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, joinIds } from './FieldMessage';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold a link (the terms), which stays separately focusable inside the label. */
  label: ReactNode;
  error?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          {...rest}
          aria-describedby={joinIds(errorId, rest['aria-describedby'])}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-line-strong accent-brand-700"
        />
        <label htmlFor={inputId} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error && errorId && <FieldError id={errorId} message={error} />}
    </div>
  );
});
