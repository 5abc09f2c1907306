import 'server-only';
import { chosenMandateSchema, type ChosenMandate } from '@/lib/transactions/chosen-mandate';
import type { DistributorAuth } from '../../auth/session';
import { clearDraft, loadDraft, saveDraft } from '../../store/drafts';
import { getDb } from '../../store/db';

// The selected mandate as the 'mandate' side draft of the distributor and PAN (see
// lib/transactions/chosen-mandate.ts). The types page clears it with the other side drafts.

const ref = (auth: DistributorAuth, pan: string) => ({ userId: auth.session.userId, kind: 'mandate', pan });

export async function saveChosenMandate(auth: DistributorAuth, pan: string, mandate: ChosenMandate): Promise<void> {
  await saveDraft(await getDb(), ref(auth, pan), chosenMandateSchema.parse(mandate));
}

/** The selected mandate, or null when none was selected (or what is stored no longer parses). */
export async function loadChosenMandate(auth: DistributorAuth, pan: string): Promise<ChosenMandate | null> {
  const parsed = chosenMandateSchema.safeParse(await loadDraft(await getDb(), ref(auth, pan)));
  return parsed.success ? parsed.data : null;
}

export async function clearChosenMandate(auth: DistributorAuth, pan: string): Promise<void> {
  await clearDraft(await getDb(), ref(auth, pan));
}
