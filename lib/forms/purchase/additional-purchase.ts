import { z } from 'zod';
import type { Phase } from '../../rules/amount';
import { splitSchemePlan } from '../links/scheme-link';
import { amountShape, checkAmount, checkTagging, fail, taggingShape } from '../transaction-fields';
import { SCHEME_TYPES, ADDITIONAL_PURCHASE_MESSAGES } from './additional-purchase-fields';

export { SCHEME_TYPES, type SchemeType, SCHEME_TYPE_LABELS, ADDITIONAL_PURCHASE_MESSAGES, CLEARED_ON_SCHEME_TYPE } from './additional-purchase-fields';

// The Additional Purchase form (seed 001 sections 2, 4 and 5): a folio with a balance, an existing
// scheme of it or a new scheme (which needs a category first), the amount and ARN tagging.

const shape = {
  folio: z.string().default(''),
  schemeType: z.enum(SCHEME_TYPES).default('EXISTING'),
  category: z.string().default(''),
  /** 'fund~scheme~plan~option' */
  scheme: z.string().default(''),
  ...amountShape,
  ...taggingShape,
};

export function additionalPurchaseSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    if (!/^\d+$/.test(v.folio.trim())) fail(ctx, 'folio', ADDITIONAL_PURCHASE_MESSAGES.folioMandatory);
    // The category only narrows the list of new schemes; an existing scheme needs none.
    if (v.schemeType === 'NEW' && !v.category.trim()) fail(ctx, 'category', ADDITIONAL_PURCHASE_MESSAGES.categoryMandatory);
    if (!splitSchemePlan(v.scheme)) fail(ctx, 'scheme', ADDITIONAL_PURCHASE_MESSAGES.schemeMandatory);
    checkAmount(v, ctx, phase, ADDITIONAL_PURCHASE_MESSAGES.amountMandatory);
    checkTagging(v, ctx, phase);
  });
}

export const additionalPurchaseSchema = additionalPurchaseSchemaFor('submit');
export const additionalPurchaseLiveSchema = additionalPurchaseSchemaFor('live');

export type AdditionalPurchaseInput = z.input<typeof additionalPurchaseSchema>;
export type AdditionalPurchaseValues = z.output<typeof additionalPurchaseSchema>;

