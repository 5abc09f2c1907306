import { z } from 'zod';
import { filterProblems } from '../../tracker/filters';

// Track Transactions' filter form: its schema, whose refusals are lib/tracker/filters.ts's (the search's
// length is the field's maxLength, so no library message can reach the distributor).

const day = z.string().trim().default('');

export const trackerFiltersSchema = z
  .object({ search: z.string().trim().default(''), state: z.string().default(''), kind: z.string().default(''), by: z.string().default(''), from: day, to: day })
  .superRefine((v, ctx) => {
    for (const p of filterProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
