import { z } from 'zod';
import { filterProblems, SEARCH_MAX_LENGTH } from '../tracker/filters';

// Track Transactions' filter form: its schema, whose refusals are lib/tracker/filters.ts's.

const day = z.string().trim().default('');

export const trackerFiltersSchema = z
  .object({ search: z.string().trim().max(SEARCH_MAX_LENGTH).default(''), state: z.string().default(''), kind: z.string().default(''), from: day, to: day })
  .superRefine((v, ctx) => {
    for (const p of filterProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
