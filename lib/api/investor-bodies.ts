import { z } from 'zod';
import type { FavouriteRequest, InitiateRequest, SelectInvestorRequest } from './investors';

// The request bodies of the investor screens' BFF calls as their handlers check them (the types the
// screens send are in ./investors.ts).

/** PUT investorPath(pan, '/favourite'): the state wanted. */
export const favouriteBody = z.object({ favourite: z.boolean() }) satisfies z.ZodType<FavouriteRequest>;

/** POST investorPath(pan, '/initiate'): the screen it starts from decides which checks run. */
export const initiateBody = z.object({ from: z.enum(['detail', 'list']) }) satisfies z.ZodType<InitiateRequest>;

/** POST investorPath(pan, '/select'): remembers the investor for the mail-back pages. */
export const selectInvestorBody = z.object({ purpose: z.literal('mail-back') }) satisfies z.ZodType<SelectInvestorRequest>;
