import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's submit and live schemas, loaded when the form first checks a value. */
export type SchemaLoader = () => Promise<{ schema: z.ZodType; live: z.ZodType }>;

/** Starts fetching what the resolver needs, so it is there by the time a field is first left. */
export function preloadSchemas(load: SchemaLoader): void {
  void Promise.all([import('./phase-resolver'), load()]).catch(() => undefined);
}

/**
 * The phase resolver (./phase-resolver.ts) over schemas that are loaded on first use: a form page then
 * ships without zod and its schemas in its first load, and fetches them while the user reads the form.
 */
export function lazyPhaseResolver<T extends FieldValues>(load: SchemaLoader): Resolver<T> {
  return async (values, context, options) => {
    const [{ phaseResolver }, { schema, live }] = await Promise.all([import('./phase-resolver'), load()]);
    return phaseResolver<T>(schema, live)(values, context, options);
  };
}
