import { z } from 'zod';
import type { Phase } from '../rules/amount';
import { splitSchemePlan } from './scheme-link';
import { amountShape, checkAmount, checkTagging, fail, taggingShape } from './transaction-fields';

// The Additional Purchase form (seed 001 sections 2, 4 and 5): a folio with a balance, an existing
// scheme of it or a new scheme (which needs a category first), the amount and ARN tagging.

export const SCHEME_TYPES = ['EXISTING', 'NEW'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];
export const SCHEME_TYPE_LABELS: Record<SchemeType, string> = { EXISTING: 'Existing Scheme', NEW: 'New Scheme' };

export const ADDITIONAL_PURCHASE_MESSAGES = {
  folioMandatory: 'Folio is mandatory*',
  categoryMandatory: '(category is mandatory*)',
  schemeMandatory: 'Scheme is mandatory*',
  amountMandatory: 'Amount is mandatory*',
  zeroBalance: 'Additional Purchase in zero balance folios is not allowed',
  noFolios: 'No folios Found',
  noSchemes: 'No Schemes under this fund',
} as const;

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

/** What changing the scheme type clears (seed 001 section 4). */
export const CLEARED_ON_SCHEME_TYPE = ['category', 'scheme', 'amount', 'minAmount', 'multiples'] as const;
