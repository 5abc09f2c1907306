import { z } from 'zod';
import { arnTaggingShape, refineTagging } from './customized-link';
import { splitSchemePlan, type SchemePlan } from '../scheme-plan';

// The scheme ARN link form (seed 002 sections 3, 4.8 and 5): the ARN tagging of the customized link
// plus a category and a scheme of it.

export const SCHEME_LINK_MESSAGES = {
  categoryMandatory: 'Category is mandatory',
  schemeMandatory: 'Scheme is mandatory',
} as const;

export { splitSchemePlan, type SchemePlan };

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

/** GET the schemes of a category for a scheme link (the BFF's query). */
export const linkSchemesQuery = z.object({
  category: z.string({ error: SCHEME_LINK_MESSAGES.categoryMandatory }).trim().min(1, SCHEME_LINK_MESSAGES.categoryMandatory).max(60),
});
