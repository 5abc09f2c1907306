import { describe, expect, it } from 'vitest';
import { trailExportSchema } from '@/lib/forms/tracker/trail-export';
import { TRAIL_EXPORT_MESSAGES, trailPeriodProblems } from '@/lib/rules/trail-export';
import { TRACKER_FILTER_MESSAGES } from '@/lib/tracker/filters';

// The refusals of the admin's export period (issue 43), in lib/rules/trail-export.ts's words.

describe('the export period', () => {
  const problems = (from: string, to: string) => trailPeriodProblems({ from, to }).map((p) => [p.path, p.message]);

  it('needs both days, as DD/MM/YYYY', () => {
    expect(problems('', ' ')).toEqual([['from', 'From date is mandatory'], ['to', 'To date is mandatory']]);
    expect(problems('2026-03-01', '31/02/2026')).toEqual([['from', TRACKER_FILTER_MESSAGES.date], ['to', TRACKER_FILTER_MESSAGES.date]]);
    expect(TRAIL_EXPORT_MESSAGES.date).toBe('Enter the date as DD/MM/YYYY');
  });

  it('refuses an end before the start in the tracker filter’s words', () => {
    expect(problems('10/03/2026', '09/03/2026')).toEqual([['to', 'The From date must not be after the To date.']]);
    expect(problems('10/03/2026', '10/03/2026')).toEqual([]);
  });

  it('covers at most a year, both days counted, a leap year’s 366 days included', () => {
    expect(problems('01/04/2025', '31/03/2026')).toEqual([]);
    expect(problems('01/04/2023', '31/03/2024')).toEqual([]);
    expect(problems('01/04/2025', '01/04/2026')).toEqual([]);
    expect(problems('01/04/2025', '02/04/2026')).toEqual([['to', 'Export at most one year at a time: a period of up to 366 days']]);
  });

  it('is the schema the form and the BFF parse', () => {
    expect(trailExportSchema.safeParse({ from: ' 01/03/2026 ', to: '05/03/2026' })).toMatchObject({ success: true, data: { from: '01/03/2026', to: '05/03/2026' } });
    const refused = trailExportSchema.safeParse({ from: '05/03/2026', to: '01/03/2026' });
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', TRAIL_EXPORT_MESSAGES.order]]);
  });
});
