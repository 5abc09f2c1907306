'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { MOBILE_INPUT_MAX } from '@/lib/forms/physical-upload';

export interface ContactFieldsProps {
  email: UseFormRegisterReturn<'email'>;
  mobile: UseFormRegisterReturn<'mobile'>;
  errors: { email?: string; mobile?: string };
  /** Details already on record for the PAN and fund are shown locked (the server uses them as they are). */
  locked: { email: boolean; mobile: boolean };
}

const ON_RECORD = 'On record for this investor.';

export function ContactFields({ email, mobile, errors, locked }: ContactFieldsProps) {
  return (
    <>
      <TextField
        label="Email ID"
        type="email"
        autoComplete="off"
        required
        readOnly={locked.email}
        hint={locked.email ? ON_RECORD : undefined}
        error={errors.email}
        {...email}
      />
      <TextField
        label="Mobile No"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={MOBILE_INPUT_MAX}
        required
        readOnly={locked.mobile}
        hint={locked.mobile ? ON_RECORD : undefined}
        error={errors.mobile}
        {...mobile}
        onChange={(e) => {
          // Digits only: anything else typed or pasted is dropped before validation sees it.
          e.target.value = e.target.value.replace(/\D/g, '').slice(0, MOBILE_INPUT_MAX);
          return mobile.onChange(e);
        }}
      />
    </>
  );
}
