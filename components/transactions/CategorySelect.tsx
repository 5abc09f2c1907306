'use client';

import { useFormContext } from 'react-hook-form';
import { SelectInput } from '@/components/forms/SelectInput';

/** What a new category makes stale: the scheme chosen in the old one and the amount checked against it. */
const SCHEME_FIELDS = ['scheme', 'amount', 'minAmount', 'multiples'] as const;

/** The purchase forms' Category: choosing another clears the scheme and amount (seed 001 section 4). */
export function CategorySelect({ categories, disabled }: { categories: readonly string[]; disabled?: boolean }) {
  const { setValue, clearErrors } = useFormContext<Record<(typeof SCHEME_FIELDS)[number], string>>();
  return (
    <SelectInput
      name="category"
      label="Category"
      required
      placeholder="Select Category"
      options={categories}
      disabled={disabled}
      rules={{
        onChange: () => {
          for (const name of SCHEME_FIELDS) setValue(name, '');
          clearErrors([...SCHEME_FIELDS]);
        },
      }}
    />
  );
}
