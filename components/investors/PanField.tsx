'use client';

import type { ChangeEvent, ReactNode, Ref } from 'react';
import { TextField } from '@/components/ui/TextField';
import { normalisePanInput, PAN_LENGTH } from '@/lib/rules/pan';

/** What react-hook-form's register() gives, or the same by hand for a form that does without it. */
export interface PanRegistration {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: ChangeEvent<HTMLInputElement>) => unknown;
}

export interface PanFieldProps {
  registration: PanRegistration;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
}

/** A PAN box: upper case as typed, no spaces, ten characters at most. */
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
        void registration.onChange(e);
      }}
    />
  );
}
