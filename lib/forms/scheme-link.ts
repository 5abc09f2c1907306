import { z } from 'zod';
import { arnTaggingShape, refineTagging } from './customized-link';

// The scheme ARN link form (seed 002 sections 3, 4.8 and 5): the ARN tagging of the customized link
// plus a category and a scheme of it.

export const SCHEME_LINK_MESSAGES = {
  categoryMandatory: 'Category is mandatory',
  schemeMandatory: 'Scheme is mandatory',
} as const;

export interface SchemePlan {
  fund: string;
  scheme: string;
  plan: string;
  option: string;
}

/** A scheme list value is 'fund~scheme~plan~option': the third part is the plan, the fourth the option. */
export function splitSchemePlan(value: string): SchemePlan | null {
  const parts = value.split('~').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => p === '')) return null;
  const [fund, scheme, plan, option] = parts as [string, string, string, string];
  return { fund, scheme, plan, option };
}

export const schemeLinkSchema = z
  .object({
    ...arnTaggingShape,
    // A disabled select (no category chosen yet) reaches the form's values as undefined.
    category: z.string({ error: SCHEME_LINK_MESSAGES.categoryMandatory }).trim().min(1, SCHEME_LINK_MESSAGES.categoryMandatory),
    scheme: z
      .string({ error: SCHEME_LINK_MESSAGES.schemeMandatory })
      .refine((v) => splitSchemePlan(v) !== null, SCHEME_LINK_MESSAGES.schemeMandatory),
  })
  .superRefine(refineTagging, { when: () => true });

export type SchemeLinkInput = z.infer<typeof schemeLinkSchema>;
