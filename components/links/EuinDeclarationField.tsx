'use client';

import { useId, type InputHTMLAttributes } from 'react';
import { EUIN_DECLARATIONS } from '@/lib/forms/customized-link';

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;

/**
 * YES declares the sale execution-only (no advice by an employee of the distributor), so no EUIN
 * is needed; NO asks for the EUIN of the employee who advised. Spread react-hook-form's register here.
 */
export function EuinDeclarationField(props: RadioProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-help`}>
      <legend className="mb-1 block text-sm font-medium text-ink">EUIN Declaration</legend>
      <p id={`${id}-help`} className="mb-2 text-xs text-ink-muted">
        Choose YES when investments through this link are made without advice from an employee of the distributor
        (no EUIN needed). Choose NO to tag the link with the employee&apos;s EUIN.
      </p>
      <div className="flex gap-6">
        {EUIN_DECLARATIONS.map((value) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm text-ink">
            <input type="radio" value={value} {...props} className="h-4 w-4 accent-brand-700" />
            {value}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
