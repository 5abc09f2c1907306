import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';
// The additional purchase form's choices and wording without zod, for the form's components;
// ./additional-purchase.ts holds the schema.

export const SCHEME_TYPES = ['EXISTING', 'NEW'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];
export const SCHEME_TYPE_LABELS: Record<SchemeType, string> = { EXISTING: 'Existing Scheme', NEW: 'New Scheme' };

export const ADDITIONAL_PURCHASE_MESSAGES = {
  folioMandatory: 'Folio is mandatory*',
  categoryMandatory: '(category is mandatory*)',
  schemeMandatory: 'Scheme is mandatory*',
  amountMandatory: 'Amount is mandatory*',
  zeroBalance: ZERO_BALANCE_MESSAGES.additionalPurchase,
  noFolios: 'No folios Found',
  noSchemes: 'No Schemes under this fund',
} as const;

/** What changing the scheme type clears (seed 001 section 4). */
export const CLEARED_ON_SCHEME_TYPE = ['category', 'scheme', 'amount', 'minAmount', 'multiples'] as const;
