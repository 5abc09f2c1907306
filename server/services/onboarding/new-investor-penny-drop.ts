import 'server-only';
import { getDb } from '../../store/db';
import { clearDraft, loadDraft, saveDraft, type DraftRef } from '../../store/drafts';

// How many penny drops have failed in a new investor's journey, kept beside the journey's draft (per
// distributor and PAN) so the retry the seed allows is counted on any device, and cleared with it.

const KIND = 'new-investor:penny-drop';
const refOf = (owner: { userId: string; pan: string }): DraftRef => ({ ...owner, kind: KIND });

export async function failedPennyDrops(owner: { userId: string; pan: string }): Promise<number> {
  const saved = (await loadDraft(await getDb(), refOf(owner))) as { failed?: unknown } | null;
  return typeof saved?.failed === 'number' ? saved.failed : 0;
}

export async function recordFailedPennyDrop(owner: { userId: string; pan: string }, failed: number): Promise<void> {
  await saveDraft(await getDb(), refOf(owner), { failed });
}

export async function clearPennyDrops(owner: { userId: string; pan: string }): Promise<void> {
  await clearDraft(await getDb(), refOf(owner));
}
