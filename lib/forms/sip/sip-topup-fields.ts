import { formatDisplayDay, type CalendarDay } from '../../dates';
import { MANDATE_LIMIT_MESSAGES } from '../../rules/mandate-limits';
import { TOPUP_LAST_DAY, TOPUP_MIN_AMOUNT, TOPUP_MIN_INSTALMENTS_LEFT, TOPUP_RULE_MESSAGES as TOPUP, topupSipDayMessage } from '../../rules/sip-topup';

export { nextSipDay, topupStartWindow, topupMinEnd, topupMaxEnd, topupStartRange, topupEndRange, topupRangeHint, type TopupRange } from '../../rules/sip-topup';

// The SIP top-up's limits and wording without zod, for the screens that show them; the date rules are
// ../../rules/sip-topup.ts (shared with the SIP registration and the iSIP), ./sip-topup.ts the form's schema.

export const TOPUP_FREQUENCIES = ['H', 'Y'] as const;
export type TopupFrequency = (typeof TOPUP_FREQUENCIES)[number];
export const TOPUP_FREQUENCY_LABELS: Record<TopupFrequency, string> = { H: 'Half-Yearly', Y: 'Yearly' };
export { TOPUP_MIN_AMOUNT };

/** Top-up is offered only for a live SIP with more than this many instalments left. */
export { TOPUP_MIN_INSTALMENTS_LEFT };
export { TOPUP_LAST_DAY };

export const TOPUP_MESSAGES = {
  frequency: TOPUP.frequency,
  amount: TOPUP.amount,
  startDate: 'TOP-UP Start Date is Mandatory',
  endDate: 'TOP-UP End Date is Mandatory',
  minimum: TOPUP.minimum,
  multiple: TOPUP.multiple,
  mandate: MANDATE_LIMIT_MESSAGES.topUp,
  invalidDate: 'Enter a valid date (DD/MM/YYYY)',
  sipDay: topupSipDayMessage,
  window: (from: CalendarDay, to: CalendarDay) => TOPUP.window(formatDisplayDay(from), formatDisplayDay(to)),
  startPastEnd: TOPUP.startPastEnd,
  endPastEnd: TOPUP.endPastEnd,
  endTooSoon: (min: CalendarDay) => `Top-up End Date should be on or after ${formatDisplayDay(min)}`,
  endPast2099: 'Top-up End Date should not be later than 31/12/2099',
  fewInstalments: TOPUP.fewInstalments,
  processing: 'A top-up registration may take up to 10 days to be processed.',
} as const;

/** What the rules need to know about the SIP being topped up. */
export interface TopupSip {
  /** The first instalment's day; its day of month is the SIP day. */
  start: CalendarDay;
  end: CalendarDay;
  /** Scheme code: an ELSS (TS) top-up goes in multiples of 500. */
  scheme: string;
  /** 1 eNACH or 2 UPI Autopay caps the top-up at the mandate amount; 2 also shortens the lead time. */
  enachflag: string;
  mandateAmount: number | null;
  instalmentsLeft: number;
}

export const topupAllowed = (sip: TopupSip) => sip.instalmentsLeft > TOPUP_MIN_INSTALMENTS_LEFT;

/** Why no date can be chosen, in the screen's words. */
export const TOPUP_IMPOSSIBLE = { startPastEnd: TOPUP_MESSAGES.startPastEnd, endPastEnd: TOPUP_MESSAGES.endPastEnd } as const;
