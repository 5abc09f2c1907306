import type { z } from 'zod';

export type FieldCheck = readonly [ok: (value: string) => boolean, message: string];

/**
 * Runs a field's checks in order and reports only the first that fails, without aborting: an aborted
 * field would stop the form's cross-field checks (password and confirmation) from running as well.
 */
export function firstFailing(checks: readonly FieldCheck[]) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const failed = checks.find(([ok]) => !ok(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  };
}
