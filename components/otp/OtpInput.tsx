'use client';

import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';
import { useFieldError } from '@/components/forms/use-field-error';
import { FieldError } from '@/components/ui/FieldMessage';
import { OTP_LENGTH } from '@/lib/forms/account/otp-check';

export interface OtpInputProps {
  /** The form's field: the digits typed so far; a blank box in the middle is a space, so an incomplete code never validates. */
  name: string;
  legend?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const BLANK = ' ';

const toBoxes = (value: string) => Array.from({ length: OTP_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : BLANK));
const fromBoxes = (boxes: string[]) => boxes.join('').trimEnd();

/**
 * Six one-digit boxes. Typing moves to the next box, Backspace on an empty box goes back, the arrow,
 * Home and End keys move, and a pasted or autofilled six-digit code fills every box at once.
 */
export function OtpInput({ name, legend = 'One-time password (OTP)', disabled, autoFocus }: OtpInputProps) {
  const { field } = useController({ name });
  const { onChange, onBlur } = field;
  const error = useFieldError(name);
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${useId()}-error`;
  const boxes = toBoxes(String(field.value ?? ''));

  const focus = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from box `at` onwards; a full code always starts at the first box. */
  const put = (digits: string, at: number) => {
    const start = digits.length >= OTP_LENGTH ? 0 : at;
    const next = [...boxes];
    [...digits.slice(0, OTP_LENGTH - start)].forEach((d, k) => (next[start + k] = d));
    onChange(fromBoxes(next));
    focus(start + Math.min(digits.length, OTP_LENGTH - start));
  };

  const clear = (i: number) => {
    const next = [...boxes];
    next[i] = BLANK;
    onChange(fromBoxes(next));
  };

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (boxes[i] !== BLANK) clear(i);
      else if (i > 0) {
        clear(i - 1);
        focus(i - 1);
      }
    } else if (e.key === 'Delete') {
      e.preventDefault();
      clear(i);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      focus({ ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: OTP_LENGTH - 1 }[e.key]);
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Handled here rather than in onChange so typing into a filled box replaces its digit.
      e.preventDefault();
      put(e.key, i);
    }
  };

  // Reached by autofill, on-screen keyboards that send no key codes, and fill() in tests.
  const onInput = (i: number) => (text: string) => {
    let digits = text.replace(/\D/g, '');
    // A digit typed into a filled box arrives beside the old one, on either side of it.
    if (digits.length === 2 && boxes[i] !== BLANK) digits = digits.replace(boxes[i]!, '');
    if (!digits) clear(i);
    else put(digits.length >= OTP_LENGTH ? digits : digits.slice(-1), i);
  };

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) put(digits, i);
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex gap-2">
        {boxes.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${i + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus={autoFocus && i === 0}
            disabled={disabled}
            value={digit === BLANK ? '' : digit}
            onChange={(e) => onInput(i)(e.target.value)}
            onKeyDown={onKeyDown(i)}
            onPaste={onPaste(i)}
            onFocus={(e) => e.target.select()}
            onBlur={onBlur}
            className={
              'h-12 w-11 rounded-field border border-line-strong bg-surface text-center text-lg font-semibold text-ink ' +
              'disabled:bg-canvas aria-[invalid=true]:border-danger-700 aria-[invalid=true]:bg-danger-50 sm:w-12'
            }
          />
        ))}
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
