import 'server-only';
import { BACK_TO_SIP_LABEL, BACK_TO_SIP_NOTE, SIP_AWAITING_MANDATE } from '@/lib/transactions/mandate-fix';
import { flowHref } from '@/lib/transactions/routes';
import type { DistributorAuth } from '../auth/session';
import { loadTransactionDraft } from './transaction-drafts';

/**
 * The way back from a mandate's registration to the SIP that needed it: offered while a SIP draft of the
 * mandate's mode waits for this investor (the draft is kept per distributor, kind and PAN until that SIP
 * is confirmed), to the mode's mandate list, where the new mandate is selected and the draft reopens.
 */
export async function sipAwaitingMandate(auth: DistributorAuth, kind: keyof typeof SIP_AWAITING_MANDATE, pan: string, f: string) {
  const waiting = SIP_AWAITING_MANDATE[kind];
  const draft = await loadTransactionDraft(auth, waiting.kind, pan);
  return draft?.values.mode === waiting.mode ? { label: BACK_TO_SIP_LABEL, href: flowHref(waiting.list, f), note: BACK_TO_SIP_NOTE } : null;
}
