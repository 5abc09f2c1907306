import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { keptLoader } from './kept-loader';

/**
 * zodResolver over a schema loaded on first use (`() => import('@/lib/forms/x').then((m) => m.xSchema)`), so
 * the page's first load carries neither zod nor the schema. Loading starts as soon as the form is made in
 * the browser, so the schema is there by the time a field is first checked. The loaded schema is kept for
 * the resolver's life (a failed load is tried again): a form whose schema is built from its props makes one
 * resolver per set of props, so the schema is not built again on every check.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType>): Resolver<T> {
  const ready = keptLoader(() =>
    Promise.all([import('@hookform/resolvers/zod'), load()]).then(([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>),
  );
  if (typeof window !== 'undefined') void ready().catch(() => undefined);
  return async (values, context, options) => (await ready())(values, context, options);
}
