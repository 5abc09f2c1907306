'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import { Checkbox } from '@/components/ui/Checkbox';

type TermsFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string };

/** The terms must be accepted before an upload is sent ('Please Read Terms and Conditions'). */
export const TermsField = forwardRef<HTMLInputElement, TermsFieldProps>(function TermsField(props, ref) {
  return (
    <Checkbox
      ref={ref}
      {...props}
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
});
