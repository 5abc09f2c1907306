import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { BffFailure } from '@/components/bff/client';

// How a form takes a refusal it did not submit for: a look-up made while the distributor types (an IFSC,
// a sub ARN's EUINs, a SIP's dates) or an answer that names fields. A submit's refusal goes through
// useBffForm's showFailure; everything else through these, so no screen reads a refusal's fields itself.

type Named = Pick<BffFailure, 'fieldErrors'>;

/** Whether the refusal names `field`. */
export const refuses = (failure: Named, field: string) => !!failure.fieldErrors[field];

/** The first of `fields` the refusal names, else `otherwise`. */
export function refusedField<F extends string>(failure: Named, fields: readonly F[], otherwise: F): F {
  return fields.find((f) => refuses(failure, f)) ?? otherwise;
}

/**
 * Puts a look-up's refusal on `field`: the BFF's words for the first of `words` it names (by default the
 * field itself), else `fallback`, else the refusal's own message.
 */
export function refuseOn<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: BffFailure,
  field: Path<T>,
  { words = [field], fallback }: { words?: readonly string[]; fallback?: string } = {},
) {
  const named = words.find((w) => refuses(failure, w));
  setError(field, { type: 'server', message: named ? failure.fieldErrors[named] : (fallback ?? failure.message) });
}

/** Puts every field an answer names on its field (an answer that starts a step over with its reasons). */
export function refuseEach<T extends FieldValues>(setError: UseFormSetError<T>, answer: Named) {
  for (const [name, message] of Object.entries(answer.fieldErrors)) setError(name as Path<T>, { type: 'server', message });
}

/** A refusal as one text, where there is no field to put it beside (an upload's confirm step). */
export const refusalText = (failure: BffFailure) => Object.values(failure.fieldErrors).join(' ') || failure.message;
