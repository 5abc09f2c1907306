import { z } from 'zod';
import type { Phase } from '../../rules/amount';
import { checkFolioNomination, folioNominationShape } from './folio-nomination';
import { splitSchemePlan } from '../links/scheme-link';
import { amountShape, checkAmount, checkContact, checkTagging, contactShape, fail, taggingShape } from '../transaction-fields';

// The Lumpsum form (new purchase in a new folio; seed 001 sections 2, 4 and 5): the investor's
// contact details, category, scheme, the amount (labelled Minimum Investment Amount) and ARN tagging.
// For an investor the registrar holds no nomination for, the new folio carries its own (./folio-nomination.ts).

export const LUMPSUM_MESSAGES = {
  categoryMandatory: 'Category is mandatory*',
  schemeMandatory: 'Scheme is mandatory*',
  amountMandatory: 'Minimum Investment Amount is mandatory*',
} as const;

const shape = {
  ...contactShape,
  category: z.string().default(''),
  /** 'fund~scheme~plan~option' */
  scheme: z.string().default(''),
  ...amountShape,
  ...taggingShape,
  ...folioNominationShape,
};

export function lumpsumSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    checkContact(v, ctx, phase);
    if (!v.category.trim()) fail(ctx, 'category', LUMPSUM_MESSAGES.categoryMandatory);
    if (!splitSchemePlan(v.scheme)) fail(ctx, 'scheme', LUMPSUM_MESSAGES.schemeMandatory);
    checkAmount(v, ctx, phase, LUMPSUM_MESSAGES.amountMandatory);
    checkTagging(v, ctx, phase);
    checkFolioNomination(v, ctx);
  });
}

/** On submit, in the browser and again in the BFF. */
export const lumpsumSchema = lumpsumSchemaFor('submit');
/** While a field is being filled in (on blur and change). */
export const lumpsumLiveSchema = lumpsumSchemaFor('live');

export type LumpsumInput = z.input<typeof lumpsumSchema>;
export type LumpsumValues = z.output<typeof lumpsumSchema>;
