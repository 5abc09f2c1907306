import { stepOf, stepPath, type Journey, type StepDeclaration, type StepOutline, type StepValues } from './journey';

// Where a visitor stands in a journey, from its state alone: pure, so the guard, the handlers and the
// tests all reach the same answer.

function finished<S, Slug extends string>(step: StepDeclaration<S, Slug>, state: NoInfer<S>): boolean {
  if (step.done) return step.done(state);
  const values = state as StepValues;
  return values?.[step.slug] !== undefined && values[step.slug] !== null;
}

export function isDone<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>, state: NoInfer<S>): boolean {
  return finished(stepOf(journey, slug), state);
}

/** The step's prerequisites: as declared, or every step before it. */
export function prerequisitesOf<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>): readonly Slug[] {
  const step = stepOf(journey, slug);
  if (step.requires) return step.requires;
  return journey.steps.slice(0, journey.steps.indexOf(step)).map((s) => s.slug);
}

export function mayVisit<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>, state: NoInfer<S>): boolean {
  return prerequisitesOf(journey, slug).every((needed) => isDone(journey, needed, state));
}

/**
 * The first step not yet finished, or the last step when all are. Every step before it is finished and a
 * step may require only earlier ones, so this step can always be visited: the guard cannot loop.
 */
export function firstUnfinished<S, Slug extends string>(journey: Journey<S, Slug>, state: NoInfer<S>): Slug {
  const open = journey.steps.find((s) => !finished(s, state)) ?? journey.steps[journey.steps.length - 1];
  if (!open) throw new Error(`Journey ${journey.name} has no steps`);
  return open.slug;
}

/** Where the guard sends a visitor to `slug`: null when the step may be visited, else the first unfinished step. */
export function detourFor<S, Slug extends string>(journey: Journey<S, Slug>, slug: NoInfer<Slug>, state: NoInfer<S>): string | null {
  return mayVisit(journey, slug, state) ? null : stepPath(journey, firstUnfinished(journey, state));
}

/**
 * A draft's stored values read again: each step's values kept only if they still parse under its schema
 * (a schema may have tightened since the draft was saved); values of undeclared steps are dropped.
 */
export function readStepValues<Slug extends string>(journey: Journey<StepValues<Slug>, Slug>, raw: unknown): StepValues<Slug> {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values: StepValues<Slug> = {};
  for (const step of journey.steps) {
    const value = stored[step.slug];
    if (value === undefined || value === null) continue;
    if (!step.schema) {
      values[step.slug] = value;
      continue;
    }
    const parsed = step.schema.safeParse(value);
    if (parsed.success) values[step.slug] = parsed.data;
  }
  return values;
}

/** Which step an address opens (a trailing slash is the same address), or -1. */
export function stepIndexAt(steps: readonly StepOutline[], path: string): number {
  const here = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return steps.findIndex((s) => s.path === here);
}

export type StepStatus = 'done' | 'current' | 'upcoming';

/**
 * What the stepper shows while `path` is open: the steps before the open one done, the open one current,
 * the rest upcoming. On an outcome page (a hidden step) every shown step before it reads as done.
 */
export function stepperStatuses(steps: readonly StepOutline[], path: string): { slug: string; title: string; status: StepStatus }[] {
  const at = stepIndexAt(steps, path);
  return steps.flatMap((s, i) => {
    if (s.hidden) return [];
    const status: StepStatus = at < 0 || i > at ? 'upcoming' : i === at ? 'current' : 'done';
    return [{ slug: s.slug, title: s.title, status }];
  });
}
