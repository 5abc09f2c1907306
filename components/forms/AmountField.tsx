'use client';

import { forwardRef, useEffect, useId, useState, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError, joinIds } from '@/components/ui/FieldMessage';
import { inputClassName } from '@/components/ui/TextField';
import { whenIdle } from '@/components/ui/when-idle';
import { AMOUNT_BLOCKED_KEYS, AMOUNT_MAX_LENGTH, cleanAmountInput, parseWholeRupees } from '@/lib/rules/amount';
import { useKeepTyped } from './keep-typed';
import { useFieldError } from './use-field-error';
import { FieldLabel } from '@/components/ui/FieldLabel';

export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  label: string;
  /** The current value, for the amount in words under the field. */
  value: string | undefined;
  hint?: string;
  error?: string;
}

/**
 * The amount in words. Their code comes apart from the form's, fetched with the first amount or once the
 * browser is idle, whichever is first: nothing shows them before something is typed (or restored).
 */
function useAmountWords(amount: number | null): string {
  const [words, setWords] = useState<((value: number) => string) | null>(null);
  useEffect(() => {
    if (words) return;
    const load = () => void import('@/lib/money-words').then((m) => setWords(() => m.rupeesInWords)).catch(() => undefined);
    if (amount === null) return whenIdle(load);
    load();
  }, [amount, words]);
  return amount !== null && words ? words(amount) : '';
}

/** Whole rupees: at most 10 digits, leading zeros dropped, and the keys e . - + refused (seed 001 section 5). */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { label, value, hint, error, id, required, onChange, onKeyDown, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const wordsId = `${inputId}-words`;
  const errorId = error ? `${inputId}-error` : undefined;
  const amount = parseWholeRupees(value);
  const words = useAmountWords(amount);

  function keyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (AMOUNT_BLOCKED_KEYS.includes(e.key)) e.preventDefault();
    onKeyDown?.(e);
  }

  function change(e: ChangeEvent<HTMLInputElement>) {
    // Pasted text goes through the same cleaning as typed keys.
    const cleaned = cleanAmountInput(e.target.value);
    if (cleaned !== e.target.value) e.target.value = cleaned;
    onChange?.(e);
  }

  return (
    <div>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-ink-muted">
          ₹
        </span>
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          required={required}
          aria-invalid={error ? true : undefined}
          onKeyDown={keyDown}
          onChange={change}
          {...rest}
          aria-describedby={joinIds(hintId, wordsId, errorId, rest['aria-describedby'])}
          className={`${inputClassName} pl-7 text-right ${className}`}
        />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <p id={wordsId} className="mt-1 text-xs text-ink-muted" aria-live="polite">
        {words}
      </p>
      {error && errorId && <FieldError id={errorId} message={error} />}
    </div>
  );
});

/** The amount field registered in the form context; the words under it follow the value. */
export function AmountInput({ name, ...props }: Omit<AmountFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> & { name: string }) {
  const form = useFormContext();
  const register = useKeepTyped(form);
  const { control } = form;
  const value = useWatch({ control, name }) as string | undefined;
  const error = useFieldError(name);
  return <AmountField {...props} value={value} error={error} {...register(name)} />;
}
