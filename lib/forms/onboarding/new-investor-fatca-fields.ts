import type { Holder } from './new-investor-applicant';
import { UAE } from './new-investor-applicant-fields';

// The new investor's FATCA form's fields and who needs them, without zod, for the form's components;
// ./new-investor-fatca.ts holds the schema.

export const UAE_YEARS = ['0-6months', '6-12months', ...Array.from({ length: 99 }, (_, i) => String(i + 1))] as const;

export type Residence = Pick<Holder, 'taxResidentElsewhere' | 'nationality' | 'country'>;
export const uaeLinked = (h: Residence) => h.nationality === UAE || h.country === UAE;
export const fatcaNeededFor = (h: Residence) => h.taxResidentElsewhere === 'Yes' || uaeLinked(h);
export const fatcaNeeded = (holders: readonly Residence[]) => holders.some(fatcaNeededFor);

/** The placeholder tax residence of a UAE national (seed 002 section 4.5). */
export const UAE_TAX_COUNTRY = 'AE';
/**
 * The placeholder a UAE tax number shows: the registrar's only UAE type is the Tax Registration Number,
 * 15 digits starting 100 (the Emirates ID has a field of its own).
 */
export const UAE_TIN_PLACEHOLDER = '100NNNNNNNNNNNN (TRN, 15 digits)';
