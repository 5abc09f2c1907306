import type { z } from 'zod';

// A multi-step journey (empanelment, the new investor) declared once as an ordered list of steps.
// The pages, the stepper, the guard and the state backends all read this one declaration, so a step's
// address, title and prerequisites cannot drift apart between them.

/** The state of a journey that keeps each finished step's values under its slug (the draft-kept ones). */
export type StepValues<Slug extends string = string> = Partial<Record<Slug, unknown>>;

export interface StepDeclaration<S, Slug extends string> {
  slug: Slug;
  title: string;
  /** The step's form; a draft-kept journey stores this schema's output under the slug and parses it again on load. */
  schema?: z.ZodType;
  /** The steps that must be finished before this one opens; every earlier step unless said otherwise. */
  requires?: readonly Slug[];
  /** Whether the state counts the step finished; by default, whether the state holds values under its slug. */
  done?: (state: S) => boolean;
  /** Served at the journey's own address rather than under its slug (the first step, usually). */
  index?: boolean;
  /** An outcome page rather than a step of its own: the stepper leaves it out. */
  hidden?: boolean;
}

export interface Journey<S = StepValues, Slug extends string = string> {
  /** Names the journey's saved state: a draft kind `journey:<name>`, or the sealed cookie. */
  name: string;
  /** The address the step paths hang under. */
  base: string;
  steps: readonly StepDeclaration<S, Slug>[];
}

/** Checks the declaration once, where it is written: a mistake here would otherwise surface as a redirect loop. */
export function defineJourney<S = StepValues, const Slug extends string = string>(journey: Journey<S, Slug>): Journey<S, Slug> {
  const seen = new Set<string>();
  for (const step of journey.steps) {
    if (seen.has(step.slug)) throw new Error(`Journey ${journey.name}: step ${step.slug} is declared twice`);
    for (const needed of step.requires ?? []) {
      if (!seen.has(needed)) throw new Error(`Journey ${journey.name}: ${step.slug} may require only earlier steps, not ${needed}`);
    }
    seen.add(step.slug);
  }
  if (journey.steps.filter((s) => s.index).length > 1) throw new Error(`Journey ${journey.name}: only one step may be the index`);
  return journey;
}

export function stepOf<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>): StepDeclaration<S, Slug> {
  const step = journey.steps.find((s) => s.slug === slug);
  if (!step) throw new Error(`Journey ${journey.name} has no step ${slug}`);
  return step;
}

export function stepPath<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>): string {
  return stepOf(journey, slug).index ? journey.base : `${journey.base}/${slug}`;
}

/** The draft kind a signed-in journey's state is saved under. */
export const draftKindOf = (journey: Pick<Journey<never>, 'name'>): string => `journey:${journey.name}`;

/** What the browser-side frame needs of a journey: plain data, no schemas or functions. */
export interface StepOutline {
  slug: string;
  title: string;
  path: string;
  hidden?: boolean;
}

export function outlineOf<S, Slug extends string>(journey: Journey<S, Slug>): StepOutline[] {
  return journey.steps.map((s) => ({ slug: s.slug, title: s.title, path: stepPath(journey, s.slug), ...(s.hidden ? { hidden: true } : {}) }));
}
