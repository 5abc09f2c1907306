'use client';

import { CheckboxInput } from '@/components/forms/CheckboxInput';

/** The terms must be accepted before an upload is sent ('Please Read Terms and Conditions'). */
export function TermsField() {
  return (
    <CheckboxInput
      name="terms"
      className="sm:col-span-2"
      label={
        <>
          I have read and accept the{' '}
          <a href="/terms-conditions" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            Terms and Conditions
          </a>
        </>
      }
    />
  );
}
