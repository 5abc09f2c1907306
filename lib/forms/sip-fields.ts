import type { SipValues } from './sip';
import { parseDisplayDate } from '../dates';
import { formatIndian } from '../money';
import { MANDATE_LIMIT_MESSAGES } from '../rules/mandate-limits';
import { TOPUP_RULE_MESSAGES as TOPUP, topupSipDayMessage, type TopupDatesSip } from '../rules/sip-topup';
import { dayKey} from '../transactions/sip-dates';
import { SIP_BARRED_SCHEMES, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES, SIP_RULE_MESSAGES } from '../rules/sip-limits';

// The SIP form's choices, limits and wording without zod, for the form's components; ./sip.ts
// holds the schema.

export const SIP_MODES = ['FOLIO', 'ENACH', 'UPI', 'AOTM', 'KOTM'] as const;
export type SipMode = (typeof SIP_MODES)[number];
export const SIP_TYPES = ['NEW', 'EXISTING'] as const;
export const SIP_TYPE_LABELS = { NEW: 'New Folio', EXISTING: 'Existing Folio' } as const;

/** Into a folio: a scheme it already holds, or a new one chosen by category. */
export const SCHEME_TYPES = ['EXISTING', 'NEW'] as const;
export const SCHEME_TYPE_LABELS = { EXISTING: 'Existing Scheme', NEW: 'New Scheme' } as const;

/** The SIP type selector is hidden in these modes (seed 001 section 2). */
export const SIP_TYPE_HIDDEN: readonly SipMode[] = ['ENACH', 'AOTM', 'KOTM'];
export { SIP_BARRED_SCHEMES };
export { TOPUP_MIN_AMOUNT as TOP_UP_MIN } from '../rules/sip-topup';
export const INSTALLMENTS_MAX = SIP_INSTALLMENTS_MAX;
export const QUARTERLY_MIN = 4;

export const SIP_MESSAGES = {
  folioMandatory: 'Folio is mandatory*',
  noFolios: 'No folios Found',
  categoryMandatory: 'Category is mandatory*',
  schemeMandatory: 'Scheme is mandatory*',
  noSchemes: 'No Schemes under this fund',
  barred: SIP_RULE_MESSAGES.barred,
  frequencyMandatory: SIP_RULE_MESSAGES.frequency,
  installmentsMandatoryLive: 'no of installments is mandatory',
  installmentsMandatory: 'Installments is mandatory',
  installmentsMax: SIP_LIMIT_MESSAGES.installmentsMax,
  installmentsMinLive: 'No.of installments should be same as mentioned or more',
  installmentsMin: SIP_RULE_MESSAGES.installmentsMin,
  quarterlyMin: 'A quarterly SIP needs at least 4 installments',
  sipDayMandatory: 'SIP Day is mandatory',
  sipDayNeedsInstallments: 'Enter the number of installments before choosing the SIP day',
  datesMandatory: 'SIP Start Date is mandatory',
  endDateFailed: SIP_LIMIT_MESSAGES.installments,
  beyond2099: SIP_RULE_MESSAGES.beyond2099,
  amountMandatory: 'Installment Amount is mandatory',
  mandateMax: MANDATE_LIMIT_MESSAGES.instalment,
  lumpsumMin: (min: number) => `Lumpsum amount should be more than ${formatIndian(min)}`,
  mandateStart: (start: string) => `${MANDATE_LIMIT_MESSAGES.startBefore} ${start}`,
  mandateEnd: MANDATE_LIMIT_MESSAGES.endAfter,
  mandateEndsFirst: (end: string) =>
    `The mandate ends on ${end}, before this SIP's last instalment: instalments after that day would bounce.`,
  topUpAmountMandatory: TOPUP.amount,
  topUpStartMandatory: 'TOP-UP Start Date is Mandatory',
  topUpEndMandatory: 'TOP-UP End Date is Mandatory',
  topUpMin: TOPUP.minimum,
  topUpMultiple: TOPUP.multiple,
  topUpMax: MANDATE_LIMIT_MESSAGES.topUp,
  topUpWindow: TOPUP.window,
  topUpStartBeyond: TOPUP.startPastEnd,
  topUpEndBeyond: TOPUP.endPastEnd,
  topUpEndMin: (min: string) => `Top-up End Date should be on or after ${min}`,
  topUpSipDay: topupSipDayMessage,
} as const;

/** Why no top-up date can be chosen, in the form's words. */
export const SIP_TOPUP_IMPOSSIBLE = { startPastEnd: SIP_MESSAGES.topUpStartBeyond, endPastEnd: SIP_MESSAGES.topUpEndBeyond } as const;

/** The SIP period the top-up dates are checked against, once the registrar has computed it. */
export function topUpSip(v: Pick<SipValues, 'startDate' | 'endDate'>): TopupDatesSip | null {
  const start = parseDisplayDate(v.startDate);
  const end = parseDisplayDate(v.endDate);
  return start && end ? { start, end } : null;
}

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
