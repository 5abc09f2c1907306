import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJourney, outlineOf } from '@/lib/journeys/journey';
import { newInvestorJourney } from '@/lib/journeys/new-investor';
import { detourFor, firstUnfinished, isDone, mayVisit, prerequisitesOf, readStepValues, stepperStatuses } from '@/lib/journeys/progress';

const BASE = '/new-investor-transaction';
const applicant = { pan: 'BKFPS4821K' };

describe('where a visitor stands', () => {
  it('counts a step finished when the state holds its values', () => {
    expect(isDone(newInvestorJourney, 'applicant-details', {})).toBe(false);
    expect(isDone(newInvestorJourney, 'applicant-details', { 'applicant-details': applicant })).toBe(true);
    expect(isDone(newInvestorJourney, 'applicant-details', { 'applicant-details': null })).toBe(false);
  });

  it('finds the first unfinished step, or the last when every step is done', () => {
    expect(firstUnfinished(newInvestorJourney, {})).toBe('applicant-details');
    expect(firstUnfinished(newInvestorJourney, { 'applicant-details': applicant, 'nominee-details': {} })).toBe('scheme-details');
    // A gap counts: the later values do not make up for the missing nominee step.
    expect(firstUnfinished(newInvestorJourney, { 'applicant-details': applicant, 'scheme-details': {} })).toBe('nominee-details');
    const all = Object.fromEntries(newInvestorJourney.steps.map((s) => [s.slug, {}]));
    expect(firstUnfinished(newInvestorJourney, all)).toBe('confirmation');
  });

  it('opens a step once every earlier step is done', () => {
    const state = { 'applicant-details': applicant, 'nominee-details': {} };
    expect(mayVisit(newInvestorJourney, 'applicant-details', {})).toBe(true);
    expect(mayVisit(newInvestorJourney, 'scheme-details', state)).toBe(true);
    expect(mayVisit(newInvestorJourney, 'investment-details', state)).toBe(false);
    expect(prerequisitesOf(newInvestorJourney, 'scheme-details')).toEqual(['applicant-details', 'fatca-details', 'nominee-details']);
  });

  it('honours declared prerequisites in place of every earlier step', () => {
    const journey = defineJourney({
      name: 'x',
      base: '/x',
      steps: [
        { slug: 'a', title: 'A' },
        { slug: 'b', title: 'B' },
        { slug: 'outcome', title: 'Outcome', requires: ['b'] },
      ],
    });
    expect(mayVisit(journey, 'outcome', { b: 1 })).toBe(true);
    expect(mayVisit(journey, 'b', { b: 1 })).toBe(false);
    expect(prerequisitesOf(journey, 'outcome')).toEqual(['b']);
  });

  it('sends a visitor who skipped ahead to the first unfinished step, and lets the others through', () => {
    expect(detourFor(newInvestorJourney, 'payment-details', {})).toBe(`${BASE}/applicant-details`);
    expect(detourFor(newInvestorJourney, 'payment-details', { 'applicant-details': applicant })).toBe(`${BASE}/nominee-details`);
    expect(detourFor(newInvestorJourney, 'nominee-details', { 'applicant-details': applicant })).toBeNull();
    // Going back is always allowed.
    expect(detourFor(newInvestorJourney, 'applicant-details', { 'applicant-details': applicant, 'nominee-details': {} })).toBeNull();
  });

  it('never sends the visitor to a step it would refuse', () => {
    const states = [{}, { 'applicant-details': 1 }, { 'applicant-details': 1, 'scheme-details': 1 }, { 'nominee-details': 1 }];
    for (const state of states) expect(mayVisit(newInvestorJourney, firstUnfinished(newInvestorJourney, state), state)).toBe(true);
  });
});

describe('reading stored values again', () => {
  const journey = defineJourney({
    name: 'x',
    base: '/x',
    steps: [
      { slug: 'who', title: 'Who', schema: z.object({ pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/) }) },
      { slug: 'what', title: 'What', schema: z.object({ amount: z.coerce.number().min(500) }) },
      { slug: 'free', title: 'Free' },
    ],
  });

  it('keeps what still parses, drops what does not and anything undeclared', () => {
    const raw = { who: { pan: 'BKFPS4821K' }, what: { amount: '100' }, free: { note: 'kept' }, stray: { x: 1 } };
    expect(readStepValues(journey, raw)).toEqual({ who: { pan: 'BKFPS4821K' }, free: { note: 'kept' } });
    expect(readStepValues(journey, { what: { amount: '5000' } })).toEqual({ what: { amount: 5000 } });
  });

  it('reads nothing from a missing or malformed draft', () => {
    expect(readStepValues(journey, null)).toEqual({});
    expect(readStepValues(journey, 'text')).toEqual({});
  });
});

describe('what the stepper shows', () => {
  const steps = outlineOf(newInvestorJourney);

  it('marks the steps before the open one done, the open one current and the rest upcoming', () => {
    expect(stepperStatuses(steps, `${BASE}/scheme-details`).map((s) => s.status)).toEqual([
      'done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming',
    ]);
    expect(stepperStatuses(steps, `${BASE}/scheme-details/`)[2]?.status).toBe('current');
    expect(stepperStatuses(steps, '/elsewhere').every((s) => s.status === 'upcoming')).toBe(true);
  });

  it('leaves an outcome page out and shows every step before it done', () => {
    const journey = defineJourney({
      name: 'x',
      base: '/x',
      steps: [
        { slug: 'a', title: 'A', index: true },
        { slug: 'b', title: 'B' },
        { slug: 'done', title: 'Done', hidden: true },
      ],
    });
    const outline = outlineOf(journey);
    expect(stepperStatuses(outline, '/x')).toEqual([
      { slug: 'a', title: 'A', status: 'current' },
      { slug: 'b', title: 'B', status: 'upcoming' },
    ]);
    expect(stepperStatuses(outline, '/x/done').map((s) => s.status)).toEqual(['done', 'done']);
  });
});
