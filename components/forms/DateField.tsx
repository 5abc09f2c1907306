'use client';

import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { withCleaner } from './clean-input';
import { useFieldError } from './use-field-error';

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
}

/**
 * A date as the seeds show it, DD/MM/YYYY. Forms keep that display form; a service turns it into the
 * registrar's MM/DD/YYYY with lib/dates.ts (ARCHITECTURE.md rule 8), so no other code converts dates.
 */
export function DateField({ name, rules, hint, ...props }: DateFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      maxLength={10}
      hint={hint ?? 'DD/MM/YYYY'}
      {...props}
      {...withCleaner(register(name, rules), maskDisplayDate)}
      error={error}
    />
  );
}
