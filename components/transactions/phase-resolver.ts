import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that checks a single field (on blur or change) with the form's live schema and the whole
 * form (on submit) with its submit schema: the seed words several messages differently in each case.
 * react-hook-form names the one field it validates on blur or change, and every mounted field on submit.
 */
export function phaseResolver<T extends FieldValues>(submit: z.ZodType, live: z.ZodType): Resolver<T> {
  const whole = zodResolver(submit as never) as unknown as Resolver<T>;
  const field = zodResolver(live as never) as unknown as Resolver<T>;
  return (values, context, options) => (options.names?.length === 1 ? field : whole)(values, context, options);
}
