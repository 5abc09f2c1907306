import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver over a schema loaded on first use (`() => import('@/lib/forms/x').then((m) => m.xSchema)`), so
 * the page's first load carries neither zod nor the schema. Loading starts as soon as the form is made in
 * the browser, so the schema is there by the time a field is first checked.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType>): Resolver<T> {
  const ready = () => Promise.all([import('@hookform/resolvers/zod'), load()]);
  if (typeof window !== 'undefined') void ready().catch(() => undefined);
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await ready();
    return (zodResolver(schema as never) as unknown as Resolver<T>)(values, context, options);
  };
}
