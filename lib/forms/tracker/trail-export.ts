import { z } from 'zod';
import { trailPeriodProblems } from '../../rules/trail-export';

// The admin's export of the firm's trail for a period: From and To as DD/MM/YYYY, both days counted. The
// refusals are lib/rules/team-trail.ts's; the export's form and its BFF route parse this same schema.

const day = z.string().trim().default('');

export const trailExportSchema = z.object({ from: day, to: day }).superRefine((v, ctx) => {
  for (const p of trailPeriodProblems(v)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});

export type TrailExportInput = z.input<typeof trailExportSchema>;
export type TrailExportValues = z.output<typeof trailExportSchema>;
