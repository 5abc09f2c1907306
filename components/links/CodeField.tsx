'use client';

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { blockNumberKeys, dropNumberKeys } from '@/components/forms/number-keys';
import { useKeepTyped } from '@/components/forms/keep-typed';
import { useFieldError } from '@/components/forms/use-field-error';
import { FieldLabel } from '@/components/ui/FieldLabel';
import { FieldNotes, joinIds } from '@/components/ui/FieldMessage';
import { inputClassName } from '@/components/ui/TextField';

export interface CodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  label: string;
  /** Shown inside the field's left edge: the part the portal adds for the user ('ARN-', 'E'). */
  prefix: string;
  hint?: ReactNode;
  error?: string;
}

/** A code made of digits after a fixed prefix: broker codes, sub broker codes, EUINs. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { label, prefix, hint, error, id, required, className = '', onKeyDown, onChange, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-base text-ink-muted sm:text-sm">
          {prefix}
        </span>
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          required={required}
          aria-invalid={error ? true : undefined}
          onKeyDown={(e) => {
            blockNumberKeys(e);
            onKeyDown?.(e);
          }}
          onChange={(e) => {
            const cleaned = dropNumberKeys(e.target.value);
            if (cleaned !== e.target.value) e.target.value = cleaned;
            onChange?.(e);
          }}
          {...rest}
          aria-describedby={joinIds(hintId, errorId, rest['aria-describedby'])}
          className={`${inputClassName} ${prefix.length > 1 ? 'pl-13' : 'pl-7'} ${className}`}
        />
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

/** A code field registered in the form context, showing its own error. */
export function CodeInput({ name, rules, ...props }: Omit<CodeFieldProps, 'error' | 'onChange' | 'onBlur'> & { name: string; rules?: RegisterOptions }) {
  const field = useKeepTyped(useFormContext())(name, rules);
  const error = useFieldError(name);
  return <CodeField {...props} {...field} error={error} />;
}
