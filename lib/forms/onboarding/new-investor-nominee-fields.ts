// The new investor's nominee form's fields and limits without zod, for the form's components;
// ./new-investor-nominee.ts holds the schema.

export const NOMINEE_ID_TYPES = ['PAN', 'AADHAR', 'DRIVING LICENSE', 'PASSPORT'] as const;
export type NomineeIdType = (typeof NOMINEE_ID_TYPES)[number];
export const DEFAULT_COUNTRY = 'India';
export const ADDRESS_MAX = [40, 40, 30] as const;
export const LICENCE_MAX = 20;
