import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJourney, draftKindOf, outlineOf, stepOf, stepPath } from '@/lib/journeys/journey';
import { empanelmentJourney } from '@/lib/journeys/empanelment';
import { newInvestorJourney } from '@/lib/journeys/new-investor';

describe('declaring a journey', () => {
  it('refuses a slug declared twice, a prerequisite that is not earlier, and two index steps', () => {
    expect(() => defineJourney({ name: 'x', base: '/x', steps: [{ slug: 'a', title: 'A' }, { slug: 'a', title: 'A again' }] })).toThrow(/declared twice/);
    expect(() =>
      defineJourney({ name: 'x', base: '/x', steps: [{ slug: 'a', title: 'A', requires: ['b'] }, { slug: 'b', title: 'B' }] }),
    ).toThrow(/only earlier steps/);
    expect(() =>
      defineJourney({ name: 'x', base: '/x', steps: [{ slug: 'a', title: 'A', index: true }, { slug: 'b', title: 'B', index: true }] }),
    ).toThrow(/only one step/);
  });

  it('serves the index step at the base and the others under their slugs', () => {
    expect(stepPath(empanelmentJourney, 'basic-details')).toBe('/distributor-empanellement');
    expect(stepPath(empanelmentJourney, 'bank-details')).toBe('/distributor-empanellement/bank-details');
    expect(stepPath(newInvestorJourney, 'applicant-details')).toBe('/new-investor-transaction/applicant-details');
    expect(() => stepOf(newInvestorJourney, 'nope' as never)).toThrow(/no step nope/);
  });

  it('gives the browser plain data: slugs, titles, paths and which steps the stepper leaves out', () => {
    const outline = outlineOf(empanelmentJourney);
    expect(outline).toEqual([
      { slug: 'basic-details', title: 'Basic details', path: '/distributor-empanellement' },
      { slug: 'bank-details', title: 'Bank details', path: '/distributor-empanellement/bank-details' },
      { slug: 'nominee-details', title: 'Nominee details', path: '/distributor-empanellement/nominee-details' },
      { slug: 'confirmation', title: 'Confirmation', path: '/distributor-empanellement/confirmation', hidden: true },
    ]);
    expect(JSON.parse(JSON.stringify(outline))).toEqual(outline);
  });

  it('declares the new-investor journey in the order and with the titles of the seed', () => {
    expect(newInvestorJourney.steps.map((s) => [s.slug, s.title])).toEqual([
      ['applicant-details', 'Applicant Details'],
      ['fatca-details', 'FATCA Details'],
      ['nominee-details', 'Nominee Details'],
      ['scheme-details', 'Scheme Details'],
      ['investment-details', 'Investment Details'],
      ['payment-details', 'Payment Details'],
      ['confirmation', 'Confirmation'],
    ]);
    // The optional FATCA step is not in the side stepper, which names the other six.
    expect(outlineOf(newInvestorJourney).filter((s) => !s.hidden).map((s) => s.title)).toEqual([
      'Applicant Details', 'Nominee Details', 'Scheme Details', 'Investment Details', 'Payment Details', 'Confirmation',
    ]);
    expect(draftKindOf(newInvestorJourney)).toBe('journey:new-investor');
  });

  it('keeps the schema of each step with its declaration', () => {
    const schema = z.object({ name: z.string().min(1) });
    const journey = defineJourney({ name: 'x', base: '/x', steps: [{ slug: 'a', title: 'A', schema }] });
    expect(stepOf(journey, 'a').schema).toBe(schema);
  });
});
