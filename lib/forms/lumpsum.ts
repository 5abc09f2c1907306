import { z } from 'zod';
import { istDay } from '../dates';
import type { Phase } from '../rules/amount';
import { nomineeStepSchema, type NomineeInput } from './new-investor-nominee';
import { splitSchemePlan } from './scheme-link';
import { amountShape, checkAmount, checkContact, checkTagging, contactShape, fail, taggingShape } from './transaction-fields';

// The Lumpsum form (new purchase in a new folio; seed 001 sections 2, 4 and 5): the investor's
// contact details, category, scheme, the amount (labelled Minimum Investment Amount) and ARN tagging.
// For an investor the registrar holds no nomination for, the new folio carries its own: nominees or the
// investor's wish not to nominate (lib/rules/nomination.ts), checked as the new investor's nominee step is.

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
  /** Set by the page when the registrar holds no nomination for the investor. */
  nominationAsked: z.boolean().default(false),
  wishNotToNominate: z.boolean().default(false),
  /** Checked below only when asked and not opted out: hidden nominees kept while the tick stands are not the order's. */
  nominees: z.array(z.custom<NomineeInput>()).default([]),
};

/** The new folio's nomination, when asked: the nominee step's own rules for a single holder. */
function checkNomination(v: { investorName: string; nominationAsked: boolean; wishNotToNominate: boolean; nominees: NomineeInput[] }, ctx: z.RefinementCtx) {
  if (!v.nominationAsked) return;
  const step = nomineeStepSchema({ today: istDay(new Date()), holders: [{ name: v.investorName, pan: '' }], single: true })
    .safeParse({ wishNotToNominate: v.wishNotToNominate, nominees: v.wishNotToNominate ? [] : v.nominees });
  if (!step.success) for (const issue of step.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

export function lumpsumSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    checkContact(v, ctx, phase);
    if (!v.category.trim()) fail(ctx, 'category', LUMPSUM_MESSAGES.categoryMandatory);
    if (!splitSchemePlan(v.scheme)) fail(ctx, 'scheme', LUMPSUM_MESSAGES.schemeMandatory);
    checkAmount(v, ctx, phase, LUMPSUM_MESSAGES.amountMandatory);
    checkTagging(v, ctx, phase);
    checkNomination(v, ctx);
  });
}

/** On submit, in the browser and again in the BFF. */
export const lumpsumSchema = lumpsumSchemaFor('submit');
/** While a field is being filled in (on blur and change). */
export const lumpsumLiveSchema = lumpsumSchemaFor('live');

export type LumpsumInput = z.input<typeof lumpsumSchema>;
export type LumpsumValues = z.output<typeof lumpsumSchema>;
