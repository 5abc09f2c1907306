import { z } from 'zod';
import type { FavouriteRequest, InitiateRequest, SelectInvestorRequest } from './investors';

// The request bodies of the investor screens' BFF calls as their handlers check them (the types the
// screens send are in ./investors.ts). The body's `pan` is the handler wrapper's: it checks the PAN
// against the book before the handler runs (server/http/handler.ts, `investor: 'pan'`).

type WithoutPan<T> = Omit<T, 'pan'>;

/** PUT INVESTOR_API.favourite: the state wanted. */
export const favouriteBody = z.object({ favourite: z.boolean() }) satisfies z.ZodType<WithoutPan<FavouriteRequest>>;

/** POST INVESTOR_API.initiate: the screen it starts from decides which checks run. */
export const initiateBody = z.object({ from: z.enum(['detail', 'list']) }) satisfies z.ZodType<WithoutPan<InitiateRequest>>;

/** POST INVESTOR_API.select: remembers the investor for the mail-back pages. */
export const selectInvestorBody = z.object({ purpose: z.literal('mail-back') }) satisfies z.ZodType<WithoutPan<SelectInvestorRequest>>;
