import { z } from 'zod';
import { INDIVIDUAL_PAN_MESSAGE, isIndividualPan, isValidPan, PAN_MESSAGE } from '@/lib/rules/pan';
import { readSearch, SEARCH_KEYS } from './investor-search-check';

// The New Transaction page's searches (seed 000 section 5) as the BFF's handlers parse them. The page
// checks the same rules without zod (./investor-search-check.ts).

export {
  EMAIL_MESSAGE,
  FOLIO_MESSAGE,
  MOBILE_MESSAGE,
  normaliseSearchInput,
  SEARCH_KEY_LABELS,
  SEARCH_KEYS,
  SEARCH_MAX_LENGTH,
  searchValueError,
  type InvestorSearchQuery,
  type SearchKey,
} from './investor-search-check';

/** Existing investor: one key and its value. */
export const investorSearchSchema = z
  .object({ key: z.enum(SEARCH_KEYS), value: z.string() })
  .transform((s, ctx) => {
    const read = readSearch(s.key, s.value);
    if (read.error === null) return read.query;
    ctx.addIssue({ code: 'custom', path: ['value'], message: read.error });
    return z.NEVER;
  });
export type InvestorSearchInput = z.input<typeof investorSearchSchema>;

/** New investor: an individual's PAN (fourth character P). */
export const newInvestorSchema = z.object({
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidPan, PAN_MESSAGE)
    .refine((v) => !isValidPan(v) || isIndividualPan(v), INDIVIDUAL_PAN_MESSAGE),
});
export type NewInvestorInput = z.input<typeof newInvestorSchema>;
