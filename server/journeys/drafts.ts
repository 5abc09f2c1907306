import 'server-only';
import { draftKindOf, type Journey, type StepValues } from '@/lib/journeys/journey';
import { readStepValues } from '@/lib/journeys/progress';
import { getDb, type Db } from '../store/db';
import { clearDraft, loadDraft, saveDraft, type DraftRef } from '../store/drafts';
import type { JourneyStore } from './store';

/** Whose journey it is: the signed-in distributor and the investor's PAN. */
export interface JourneyOwner {
  userId: string;
  pan: string;
}

/**
 * A signed-in journey's state in the draft store, one row per distributor, journey and PAN, so two
 * investors' journeys never mix and the state outlives the browser. Values are parsed again on load:
 * what the store hands back is what the step schemas accept today.
 */
export function draftJourneyStore<Slug extends string>(
  journey: Journey<StepValues<Slug>, Slug>,
  owner: JourneyOwner,
  db?: Db,
): JourneyStore<StepValues<Slug>> {
  const ref: DraftRef = { userId: owner.userId, pan: owner.pan, kind: draftKindOf(journey) };
  const store = async () => db ?? getDb();
  return {
    async load() {
      return readStepValues(journey, await loadDraft(await store(), ref));
    },
    async save(state) {
      await saveDraft(await store(), ref, state);
    },
    async clear() {
      await clearDraft(await store(), ref);
    },
  };
}
