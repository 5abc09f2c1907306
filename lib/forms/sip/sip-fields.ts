import type { SipValues } from './sip';
import { dayKey } from '../../transactions/sip-dates';

// The SIP form's choices and the wording its components show, without zod; ./sip.ts holds the schema
// and ./sip-messages.ts the refusals. The refusals stay out of this module: they bring the top-up's,
// the mandate's and the SIP limits' rules with them, which the form's first load does not need.

export const SIP_MODES = ['FOLIO', 'ENACH', 'UPI', 'AOTM', 'KOTM'] as const;
export type SipMode = (typeof SIP_MODES)[number];
export const SIP_TYPES = ['NEW', 'EXISTING'] as const;
export const SIP_TYPE_LABELS = { NEW: 'New Folio', EXISTING: 'Existing Folio' } as const;

/** Into a folio: a scheme it already holds, or a new one chosen by category. */
export const SCHEME_TYPES = ['EXISTING', 'NEW'] as const;
export const SCHEME_TYPE_LABELS = { EXISTING: 'Existing Scheme', NEW: 'New Scheme' } as const;

/** The SIP type selector is hidden in these modes (seed 001 section 2). */
export const SIP_TYPE_HIDDEN: readonly SipMode[] = ['ENACH', 'AOTM', 'KOTM'];

/** The few texts the form's own components show (the rest, with the schema, in ./sip-messages.ts). */
export const SIP_SCREEN_MESSAGES = {
  noFolios: 'No folios Found',
  noSchemes: 'No Schemes under this fund',
  sipDayNeedsInstallments: 'Enter the number of installments before choosing the SIP day',
  mandateEndsFirst: (end: string) =>
    `The mandate ends on ${end}, before this SIP's last instalment: instalments after that day would bounce.`,
} as const;

/** A new folio always takes a new scheme; a folio may take one it holds (no category then). */
export const newScheme = (v: Pick<SipValues, 'mode' | 'sipType' | 'schemeType'>) => (v.mode === 'FOLIO' && v.sipType === 'NEW') || v.schemeType === 'NEW';

/** The mandate ends before the SIP's last instalment (a warning beside the refusal). */
export function mandateEndsFirst(v: Pick<SipValues, 'endDate' | 'mandateEnd'>): boolean {
  return !!v.mandateEnd && !!dayKey(v.endDate) && dayKey(v.endDate) > dayKey(v.mandateEnd);
}

/** What changing each field clears (seed 001 section 4). */
export const CLEARED_BY = {
  schemeType: ['category', 'scheme', 'multiples', 'lumpsumMin'],
  scheme: ['chhoti', 'frequency', 'minInstallments', 'minAmount', 'installments', 'sipDay', 'startDate', 'endDate', 'perpetual', 'amount', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd'],
  frequency: ['installments', 'sipDay', 'startDate', 'endDate', 'perpetual', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd'],
  sipDay: ['startDate', 'endDate', 'topUp', 'topUpAmount', 'topUpStart', 'topUpEnd'],
} as const;
