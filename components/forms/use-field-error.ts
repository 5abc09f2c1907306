'use client';

import { get, useFormContext, useFormState } from 'react-hook-form';

/** The message of one field (a nested path is fine), read from the form context. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
