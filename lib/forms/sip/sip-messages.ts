import type { SipValues } from './sip';
import { SIP_SCREEN_MESSAGES } from './sip-fields';
import { parseDisplayDate } from '../../dates';
import { MANDATE_LIMIT_MESSAGES } from '../../rules/mandate-limits';
import { TOPUP_RULE_MESSAGES as TOPUP, topupSipDayMessage, type TopupDatesSip } from '../../rules/sip-topup';
import { SIP_BARRED_SCHEMES, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES, SIP_RULE_MESSAGES } from '../../rules/sip-limits';

// The SIP form's limits and refusals, without zod: for the schema (./sip.ts), the BFF and the top-up's
// fields, which load after the form.

export { SIP_BARRED_SCHEMES };
export { TOPUP_MIN_AMOUNT as TOP_UP_MIN } from '../../rules/sip-topup';
export const INSTALLMENTS_MAX = SIP_INSTALLMENTS_MAX;
export const QUARTERLY_MIN = 4;

export const SIP_MESSAGES = {
  ...SIP_SCREEN_MESSAGES,
  folioMandatory: 'Folio is mandatory*',
  categoryMandatory: 'Category is mandatory*',
  schemeMandatory: 'Scheme is mandatory*',
  barred: SIP_RULE_MESSAGES.barred,
  frequencyMandatory: SIP_RULE_MESSAGES.frequency,
  installmentsMandatoryLive: 'no of installments is mandatory',
  installmentsMandatory: 'Installments is mandatory',
  installmentsMax: SIP_LIMIT_MESSAGES.installmentsMax,
  installmentsMinLive: 'No.of installments should be same as mentioned or more',
  installmentsMin: SIP_RULE_MESSAGES.installmentsMin,
  quarterlyMin: 'A quarterly SIP needs at least 4 installments',
  sipDayMandatory: 'SIP Day is mandatory',
  datesMandatory: 'SIP Start Date is mandatory',
  endDateFailed: SIP_LIMIT_MESSAGES.installments,
  beyond2099: SIP_RULE_MESSAGES.beyond2099,
  amountMandatory: 'Installment Amount is mandatory',
  mandateMax: MANDATE_LIMIT_MESSAGES.instalment,
  lumpsumMin: SIP_RULE_MESSAGES.lumpsumMin,
  mandateStart: (start: string) => `${MANDATE_LIMIT_MESSAGES.startBefore} ${start}`,
  mandateEnd: MANDATE_LIMIT_MESSAGES.endAfter,
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
