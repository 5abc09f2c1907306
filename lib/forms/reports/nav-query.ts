import { z } from 'zod';
import { NAV_MESSAGES, NAV_RANGE_CODES } from '@/lib/rules/nav';
import { splitSchemePlan } from '../links/scheme-link';

// The NAV page's choices (seed 001, "NAV Graph and NAV Table"): a category, a scheme of it and a
// range. Until all are valid the page shows the seed's prompt instead of a graph or a table; the BFF
// parses the scheme and range again before it asks the registrar.

export const navQuerySchema = z.object({
  category: z.string({ error: NAV_MESSAGES.prompt }).trim().min(1, NAV_MESSAGES.prompt),
  scheme: z.string({ error: NAV_MESSAGES.prompt }).refine((v) => splitSchemePlan(v) !== null, NAV_MESSAGES.prompt),
  range: z.enum(NAV_RANGE_CODES, { error: NAV_MESSAGES.prompt }),
});

export type NavQueryInput = z.infer<typeof navQuerySchema>;

/** What the graph call needs: the scheme value carries fund, scheme, plan and option. */
export const navGraphQuerySchema = navQuerySchema.pick({ scheme: true, range: true });

export type NavGraphQuery = z.infer<typeof navGraphQuerySchema>;

/** The category a scheme list is asked for. */
export const navCategorySchema = z.string({ error: NAV_MESSAGES.prompt }).trim().min(1, NAV_MESSAGES.prompt).max(60);
