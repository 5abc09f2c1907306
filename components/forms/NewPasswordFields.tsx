'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PasswordInput } from './PasswordInput';

export interface NewPasswordFieldsProps {
  /** The new password's field and label; its confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  hint: ReactNode;
  maxLength: number;
}

/** A new password and its confirmation; changing the password checks the confirmation again. */
export function NewPasswordFields({ name, label, hint, maxLength }: NewPasswordFieldsProps) {
  const { getValues, trigger } = useFormContext();
  return (
    <>
      <PasswordInput
        name={name}
        label={label}
        autoComplete="new-password"
        hint={hint}
        maxLength={maxLength}
        required
        rules={{ onBlur: () => getValues('confirmPassword') && void trigger('confirmPassword') }}
      />
      <PasswordInput name="confirmPassword" label="Confirm Password" autoComplete="new-password" maxLength={maxLength} required />
    </>
  );
}
