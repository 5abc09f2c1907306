'use client';

import { PasswordInput } from '@/components/forms/PasswordInput';

/** The statement's password and its confirmation; the PDF opens with it. */
export function PasswordPair({ label = 'Password', confirmLabel = 'Confirm Password' }: { label?: string; confirmLabel?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PasswordInput name="password" label={label} required autoComplete="new-password" hint="At least 8 characters with an upper-case letter, a digit and one of #?!@$%^&*-." />
      <PasswordInput name="confirmPassword" label={confirmLabel} required autoComplete="new-password" />
    </div>
  );
}
