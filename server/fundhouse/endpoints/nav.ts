import { z } from 'zod';
import { defineEndpoint, looseString, table, wireString } from '../endpoint';

// NAV history of one scheme, plan and option, oldest first, business days only.

/**
 * The ranges the NAV page offers. 1D is what the page's "1 W" button sends (seed 001), so 1D and
 * 1W both answer the last week.
 */
export const NAV_RANGES = ['1D', '1W', '1M', '3M', '6M', '1Y', '3Y', '5Y'] as const;
export type NavRange = (typeof NAV_RANGES)[number];

export const navGraph = defineEndpoint({
  name: 'navGraph',
  path: '/GetNAVGraph',
  method: 'GET',
  auth: true,
  params: z.object({
    Fund: wireString,
    Scheme: z.string().min(1),
    Plan: z.string().min(1),
    /** G (growth, the default) or D (IDCW). */
    Option: z.string().optional(),
    flag: z.enum(NAV_RANGES),
  }),
  answer: z.object({ DtData: table(z.object({ fn_fromdt: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/), fn_nav: looseString })) }),
});
