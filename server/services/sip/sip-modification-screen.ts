import 'server-only';
import type { LiveSip } from '@/lib/api/sip-changes';
import type { SipFrequency } from '@/lib/api/sip';
import type { SchemeChoice } from '@/lib/api/transactions';
import { parseDisplayDate, type CalendarDay } from '@/lib/dates';
import { MANDATE_SIP_TYPES, PERPETUAL_END, perpetualOffered, type ModificationValues } from '@/lib/forms/sip/sip-modification';
import { orSignIn, type DistributorAuth } from '../../auth/session';
import { newPurchaseChoices, purchaseCategories } from '../purchase/purchase-lists';
import { existingValues } from './sip-modification-facts';
import { sipOptions } from './sip-lists';

// What the SIP Modification screen opens with: the SIP as it stands, the values to show (the draft's
// when Back returned to the form), and the lists those values were chosen from, so they show at once.

export interface ModificationStart {
  existing: ModificationValues;
  initial: ModificationValues;
  categories: string[];
  restoredSchemes: { category: string; folio: null; schemes: SchemeChoice[] };
  restoredOptions: { scheme: string; frequencies: SipFrequency[] };
  perpetualOffered: boolean;
}

export async function modificationStart(auth: DistributorAuth, sip: LiveSip, draft: ModificationValues | null, today: CalendarDay): Promise<ModificationStart> {
  const existing = existingValues(sip);
  const initial = draft ?? existing;
  const [categories, schemes, frequencies] = await orSignIn(
    Promise.all([
      purchaseCategories(sip.folio),
      initial.category ? newPurchaseChoices(initial.category) : Promise.resolve([]),
      initial.scheme ? sipOptions(auth, initial.scheme) : Promise.resolve([]),
    ]),
  );
  const mandateEnd = MANDATE_SIP_TYPES.includes(sip.sipType) ? parseDisplayDate(sip.mandateEndDate ?? '') : null;
  return {
    existing,
    initial,
    categories: categories.includes(existing.category) ? categories : [existing.category, ...categories],
    restoredSchemes: { category: initial.category, folio: null, schemes },
    restoredOptions: { scheme: initial.scheme, frequencies },
    perpetualOffered: perpetualOffered(mandateEnd ?? PERPETUAL_END, today),
  };
}
