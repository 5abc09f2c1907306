import { parseDisplayDate } from '../dates';
import { MANDATE_LIST_PATHS } from '../mandates/paths';
import { parseWholeRupees } from '../rules/amount';
import { peakInstalment } from '../rules/mandate-limits';

// The fix for a SIP its mandate cannot carry, as a journey the distributor can finish: the registration
// form opens with the amount the SIP needs, and once the new mandate is submitted the way back leads to
// the mandate list, where it is selected (once the investor authorises it) and the SIP's draft reopens.

/** The registration form's query parameter that prefills its Amount. */
export const MANDATE_AMOUNT_PARAM = 'amount';

/** A registration form's address (it carries ?f= already) with the amount the SIP needs, when known. */
export const withMandateAmount = (href: string, amount: number | null): string =>
  amount === null ? href : `${href}${href.includes('?') ? '&' : '?'}${MANDATE_AMOUNT_PARAM}=${amount}`;

/** The amount a registration opened from the fix starts with: whole rupees as the form takes them, else nothing. */
export function mandateAmountOf(param: string | string[] | undefined): string {
  const amount = parseWholeRupees(Array.isArray(param) ? param[0] : param);
  return amount === null ? '' : String(amount);
}

/** A SIP as its form holds it: the instalment and the optional top-up (dates DD/MM/YYYY). */
export interface SipAmounts {
  amount: string;
  topUp: 'Y' | 'N';
  topUpAmount: string;
  topUpFrequency: 'H' | 'Y';
  topUpStart: string;
  topUpEnd: string;
}

/** The largest instalment the SIP reaches over its life, which its mandate must allow; null while the instalment is not an amount. */
export function sipPeakOf(v: SipAmounts): number | null {
  const amount = parseWholeRupees(v.amount);
  if (amount === null) return null;
  const step = v.topUp === 'Y' ? parseWholeRupees(v.topUpAmount) : null;
  const start = parseDisplayDate(v.topUpStart);
  const end = parseDisplayDate(v.topUpEnd);
  return peakInstalment(amount, step !== null && start && end ? { amount: step, frequency: v.topUpFrequency, start, end } : null);
}

/** For each mandate registration: the SIP kind whose draft waits for it, and the list where the new mandate is selected. */
export const SIP_AWAITING_MANDATE = {
  'enach-mandate': { kind: 'sip-enach', mode: 'ENACH', list: MANDATE_LIST_PATHS.enach },
  'upi-mandate': { kind: 'sip-upi', mode: 'UPI', list: MANDATE_LIST_PATHS.upi },
} as const;

/** The way back from a submitted registration to the SIP that needed it. */
export const BACK_TO_SIP_LABEL = 'Back to the SIP: select the new mandate';
export const BACK_TO_SIP_NOTE = 'The SIP you were registering is kept. Once the investor authorises this mandate, select it on the list and the SIP opens as you left it.';
