import 'server-only';
import { redirect } from 'next/navigation';
import type { Journey } from '@/lib/journeys/journey';
import { detourFor } from '@/lib/journeys/progress';
import type { JourneyStore } from './store';

/**
 * A step page's first call: the journey's state, or a redirect to the first unfinished step when this
 * one may not be visited yet. It runs on the server, so an address typed by hand cannot skip a step.
 */
export async function enterStep<S, T extends S, Slug extends string>(
  journey: Journey<S, Slug>,
  slug: NoInfer<Slug>,
  store: JourneyStore<T>,
): Promise<T> {
  const state = await store.load();
  const detour = detourFor(journey, slug, state);
  if (detour) redirect(detour);
  return state;
}
