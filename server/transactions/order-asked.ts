import 'server-only';
import { formatIsoDay, parseDisplayDate } from '@/lib/dates';
import { askedNomination } from '@/lib/forms/folio-nomination';
import { splitSchemePlan } from '@/lib/forms/scheme-link';
import { tenDigitMobile } from '@/lib/rules/contact';
import { modificationHref } from '@/lib/transactions/live-sip-routes';
import { sipPeakOf } from '@/lib/transactions/mandate-fix';
import type { FixPlace } from '@/lib/transactions/problem-fixes';
import { transactionKind, type KindKey, type KindValues } from '@/lib/transactions/registry';
import { flowHref } from '@/lib/transactions/routes';
import type { ParamsOf } from '../fundhouse/endpoint';
import type { orderCheck } from '../fundhouse/endpoints/order-problems';
import type { TransactionDraft } from '../services/transactions/transaction-drafts';
import { shownUmrn } from '../services/sip/sip';
import { shownFolio } from '../services/sip/sip-modification';

// What the check before Confirm asks the registrar about a submitted draft: the order as the kind's
// confirmation will send it (kind, folio, schemes, rupees, the folio's contacts, the EUIN, a SIP's
// mandate and dates), read from the draft's own values, so the check is of the order the summary shows.
// Kinds that move no money (a mandate's registration, a SIP's pause or modification) ask nothing.

export type OrderAsked = Omit<ParamsOf<typeof orderCheck>, 'Pan' | 'Fund'>;

const into = (value: string) => {
  const p = splitSchemePlan(value);
  return p ? { Scheme: p.scheme, Plan: p.plan, Option: p.option } : {};
};
const to = (value: string) => {
  const p = splitSchemePlan(value);
  return p ? { ToScheme: p.scheme, ToPlan: p.plan, ToOption: p.option } : {};
};
/** Whole rupees as the check takes them; nothing for a value that is not an amount. */
const rupees = (text: string) => {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 && n < 1e10 ? String(Math.round(n)) : '';
};
const euin = (v: { euinDeclaration: 'YES' | 'NO'; euin: string }) => (v.euinDeclaration === 'YES' ? '' : v.euin.trim().toUpperCase());
const iso = (display: string) => {
  const day = parseDisplayDate(display);
  return day ? formatIsoDay(day) : '';
};

type Asker<K extends KindKey> = (v: KindValues<K>, draft: TransactionDraft<KindValues<K>>) => OrderAsked;

const sip: Asker<'sip'> = (v, draft) => ({
  Kind: 'sip',
  Acno: v.folio.trim(),
  ...into(v.scheme),
  Amount: rupees(v.amount),
  // A new folio's contacts and nomination are the order's; an existing folio keeps its own.
  ...(v.folio.trim() ? {} : {
    Email: v.email.trim(), Mobile: tenDigitMobile(v.mobile, v.countryCode), EmailFlag: v.emailFamily, MobileFlag: v.mobileFamily, Nomination: askedNomination(v),
  }),
  Euin: euin(v),
  Umrn: shownUmrn(draft) ?? '',
  SipStart: iso(v.startDate),
  SipEnd: iso(v.endDate),
  Frequency: v.frequency === 'M' || v.frequency === 'Q' ? v.frequency : '',
  // The top-up as the form holds it (its dates DD/MM/YYYY), asked only when the SIP has one.
  ...(v.topUp === 'Y' ? { TopUpAmount: rupees(v.topUpAmount), TopUpFrequency: v.topUpFrequency, TopUpStart: iso(v.topUpStart), TopUpEnd: iso(v.topUpEnd) } : {}),
});

const ASKERS: { [K in KindKey]?: Asker<K> } = {
  'nfo-new-purchase': (v) => ({
    Kind: 'purchase', Acno: '', ...into(v.scheme), Amount: rupees(v.amount),
    Email: v.email.trim(), Mobile: tenDigitMobile(v.mobile, v.countryCode), EmailFlag: v.emailFamily, MobileFlag: v.mobileFamily, Euin: euin(v),
    // The new folio's own nomination, when the order carries one (saved with the request).
    Nomination: askedNomination(v),
  }),
  'additional-purchase': (v) => ({ Kind: 'purchase', Acno: v.folio.trim(), ...into(v.scheme), Amount: rupees(v.amount), Euin: euin(v) }),
  redemption: (v) => ({ Kind: 'redemption', Acno: v.folio.trim(), ...into(v.scheme), Amount: v.mode === 'A' ? rupees(v.value) : '' }),
  switch: (v) => ({ Kind: 'switch', Acno: v.folio.trim(), ...into(v.scheme), ...to(v.switchInScheme), Amount: v.mode === 'A' ? rupees(v.value) : '' }),
  swp: (v) => ({ Kind: 'swp', Acno: v.folio.trim(), ...into(v.scheme), Amount: rupees(v.amount) }),
  stp: (v) => ({ Kind: 'stp', Acno: v.folio.trim(), ...into(v.scheme), ...to(v.toScheme), Amount: rupees(v.amount) }),
  sip,
  // A live SIP's change: the registrar checks the investor and the scheme the instalments go into; the
  // mandate's room is checked by the modification's own form and submit.
  'sip-modification': (v, draft) => ({ Kind: 'sip', Acno: shownFolio(draft) ?? '', ...into(v.scheme), Amount: rupees(v.amount) }),
  'sip-mandate': sip as unknown as Asker<'sip-mandate'>,
  'sip-enach': sip as unknown as Asker<'sip-enach'>,
  'sip-upi': sip as unknown as Asker<'sip-upi'>,
};

/** The check's question for a submitted draft of the kind, or null when the kind is not an order the registrar checks. */
export function orderAsked<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>): OrderAsked | null {
  const asker = ASKERS[kind] as Asker<K> | undefined;
  return asker ? asker(draft.values, draft) : null;
}

/** Whether the kind is an order the registrar checks (its summary asks before Confirm). */
export const asksRegistrar = (kind: KindKey): boolean => ASKERS[kind] !== undefined;

/**
 * Where "change the order" goes back to for a submitted draft: the kind's form with the flow, or, for a
 * live SIP's change, the form opened on that SIP.
 */
export function formOfDraft<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>, f: string): string {
  if (kind === 'sip-modification') {
    const ihno = (draft.values as KindValues<'sip-modification'>).ihno;
    if (ihno) return modificationHref(f, ihno);
  }
  return flowHref(transactionKind(kind).form, f);
}

const MANDATE_SIP_KINDS: readonly KindKey[] = ['sip-mandate', 'sip-enach', 'sip-upi'];

/**
 * A SIP on a mandate: the registration its mandate fix opens (a UPI Autopay SIP's own kind, else eNACH)
 * and the amount the new mandate must allow, the largest instalment the SIP reaches with its top-ups.
 */
export function mandateNeedOf<K extends KindKey>(kind: K, draft: TransactionDraft<KindValues<K>>): FixPlace['mandate'] {
  if (!MANDATE_SIP_KINDS.includes(kind)) return undefined;
  const v = draft.values as KindValues<'sip'>;
  return { kind: v.mode === 'UPI' ? 'upi-mandate' : 'enach-mandate', amount: sipPeakOf(v) };
}
