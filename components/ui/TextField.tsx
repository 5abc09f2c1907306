'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldNotes, joinIds } from './FieldMessage';
import { FieldLabel } from './FieldLabel';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A control that sits inside the field's right edge, such as the password show/hide toggle. */
  trailing?: ReactNode;
  containerClassName?: string;
}

export const inputClassName =
  'block w-full rounded-field border border-line-strong bg-surface px-3 py-2 text-base text-ink sm:text-sm ' +
  'placeholder:text-ink-muted disabled:bg-canvas disabled:text-ink-muted ' +
  'aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50';

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className = '', containerClassName = '', required, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          {...rest}
          aria-describedby={joinIds(hintId, errorId, rest['aria-describedby'])}
          className={`${inputClassName} ${trailing ? 'pr-11' : ''} ${className}`}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
