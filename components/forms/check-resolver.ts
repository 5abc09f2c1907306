import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Each field's first refusal, by field name; empty when the form may be sent. */
export type FieldCheck<T> = (values: T) => Partial<Record<keyof T & string, string>>;

/**
 * A react-hook-form resolver from a check written without a schema library, for the few pages whose only
 * form is small enough to check by hand and that should not load zod for it (the sign-in and forgotten
 * user id pages). The form's zod schema stays the authority: each check is unit-tested against it.
 * `clean` gives the values as the schema would (trimmed and the like).
 */
export function checkResolver<T extends FieldValues>(check: FieldCheck<T>, clean: (values: T) => T = (v) => v): Resolver<T> {
  return (values) => {
    const found = check(values);
    const names = Object.keys(found) as (keyof T & string)[];
    if (names.length === 0) return { values: clean(values), errors: {} };
    const errors: Record<string, { type: string; message?: string }> = {};
    for (const name of names) errors[name] = { type: 'validate', message: found[name] };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
