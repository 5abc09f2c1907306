'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';

export interface PanFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
}

/** A PAN box of a react-hook-form form: upper case as typed, no spaces, ten characters at most. */
export function PanField({ registration, error, hint, placeholder = 'AAAAA9999A' }: PanFieldProps) {
  return (
    <TextField
      label="PAN"
      placeholder={placeholder}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={PAN_LENGTH}
      containerClassName="w-full sm:w-64"
      className="uppercase"
      hint={hint}
      error={error}
      {...registration}
      onChange={(e) => {
        e.target.value = normalisePanInput(e.target.value);
        return registration.onChange(e);
      }}
    />
  );
}
