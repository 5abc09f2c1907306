import type { UseFormRegisterReturn } from 'react-hook-form';

/** Drops typed or pasted characters a field does not take before the form reads the value. */
export function withCleaner(field: UseFormRegisterReturn, clean?: (s: string) => string): UseFormRegisterReturn {
  if (!clean) return field;
  return {
    ...field,
    onChange: (e: { target: HTMLInputElement }) => {
      const cleaned = clean(e.target.value);
      if (cleaned !== e.target.value) e.target.value = cleaned;
      return field.onChange(e);
    },
  };
}
