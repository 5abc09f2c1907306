import 'server-only';
import { BACK_TO_SIP_LABEL, BACK_TO_SIP_NOTE, SIP_AWAITING_MANDATE } from '@/lib/transactions/mandate-fix';
import { flowHref } from '@/lib/transactions/routes';
import type { DistributorAuth } from '../../auth/session';
import { clearTransactionDraft, loadTransactionDraft, saveTransactionDraft } from '../transactions/transaction-drafts';

// The way back from a mandate's registration to the SIP that needed it. A SIP on an eNACH or a UPI
// Autopay mandate waits as its own kind's draft. A SIP on a one-time mandate cannot wait for a new one
// (the portal registers no OTM; seed 002 sends the distributor to register an eNACH), so the eNACH
// registered for it takes it over: once that registration is made, its draft becomes the eNACH form's.

const ONE_TIME_MODES: readonly string[] = ['AOTM', 'KOTM'];

/** A SIP on a one-time mandate waiting for this investor, kept until that SIP is confirmed. */
async function otmSipDraft(auth: DistributorAuth, pan: string) {
  const draft = await loadTransactionDraft(auth, 'sip-mandate', pan);
  return draft && ONE_TIME_MODES.includes(draft.values.mode) ? draft : null;
}

/**
 * The way back, offered while a SIP draft waits for a mandate of this kind for the investor: to the
 * mode's mandate list, where the new mandate is selected and the draft reopens.
 */
export async function sipAwaitingMandate(auth: DistributorAuth, kind: keyof typeof SIP_AWAITING_MANDATE, pan: string, f: string) {
  const waiting = SIP_AWAITING_MANDATE[kind];
  const back = { label: BACK_TO_SIP_LABEL, href: flowHref(waiting.list, f), note: BACK_TO_SIP_NOTE };
  const draft = await loadTransactionDraft(auth, waiting.kind, pan);
  if (draft?.values.mode === waiting.mode) return back;
  return kind === 'enach-mandate' && (await otmSipDraft(auth, pan)) ? back : null;
}

/**
 * Once an eNACH is registered: a SIP left on a one-time mandate, and none waiting on an eNACH, becomes the
 * eNACH form's draft (as typed, without its summary), so the new mandate's Select reopens it there.
 */
export async function carryOtmSipToEnach(auth: DistributorAuth, pan: string): Promise<void> {
  const waiting = await loadTransactionDraft(auth, 'sip-enach', pan);
  if (waiting?.values.mode === 'ENACH') return;
  const otm = await otmSipDraft(auth, pan);
  if (!otm) return;
  await saveTransactionDraft(auth, 'sip-enach', pan, { values: { ...otm.values, mode: 'ENACH' } });
  await clearTransactionDraft(auth, 'sip-mandate', pan);
}
