// Draft kinds of the transaction forms (ARCHITECTURE.md rule 7: one draft per user, kind and PAN).
// A later form adds its kind here.

export const DRAFT_KINDS = [
  'lumpsum',
  'additional-purchase',
  'redemption',
  'switch',
  'sip',
  'swp',
  'stp',
  'mandate',
  'folio',
  'bank',
] as const;

export type DraftKind = (typeof DRAFT_KINDS)[number];

/** Opening the transaction types page clears these (seed 000 section 4). */
export const CLEARED_BY_TYPES_PAGE: readonly DraftKind[] = ['mandate', 'folio', 'bank', 'sip', 'switch', 'stp'];
