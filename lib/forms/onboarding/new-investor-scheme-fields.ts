import { formatDisplayDay, type CalendarDay } from '../../dates';
import { NEW_INVESTOR_AMOUNT_MESSAGES } from '../../rules/new-investor-amount';
import { TOPUP_RULE_MESSAGES, topupSipDayMessage } from '../../rules/sip-topup';
import { SIP_AMOUNT_MAX, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES } from '../../rules/sip-limits';

// The new investor's scheme form's choices, limits and wording without zod, for the form's components;
// ./new-investor-scheme.ts holds the schema, ../../rules/sip-topup.ts the top-up's dates.

export const INVESTMENT_TYPES = ['Lumpsum', 'iSIP'] as const;
export const GOALS = ['Kids Marriage', 'Dream House', 'Kids Education', 'Dream Car', 'Retirement Planning', 'Tax Savings'] as const;
export const TOP_UP_FREQUENCIES = [{ value: 'H', label: 'Half-Yearly', months: 6 }, { value: 'Y', label: 'Yearly', months: 12 }] as const;
export const MAX_SIP_AMOUNT = SIP_AMOUNT_MAX;
export const MAX_GOAL_AMOUNT = 10_000_000;
export const MAX_INSTALLMENTS = SIP_INSTALLMENTS_MAX;
export { TOPUP_MIN_AMOUNT as TOP_UP_MIN, TOPUP_LAST_DAY as TOP_UP_LAST } from '../../rules/sip-topup';

export const SCHEME_MESSAGES = {
  mandatory: (field: string) => `${field} is Mandatory`,
  minInstallments: 'No of Installments should be greater than or equal to Minimum Installments',
  maxInstallments: SIP_LIMIT_MESSAGES.installmentsMax,
  installments: SIP_LIMIT_MESSAGES.installments,
  minAmount: NEW_INVESTOR_AMOUNT_MESSAGES.minAmount,
  multiple: NEW_INVESTOR_AMOUNT_MESSAGES.multiple,
  maxSip: SIP_LIMIT_MESSAGES.amountMax,
  goal: 'Please Select a goal to Continue',
  goalAmount: 'Please enter the goal sip amount',
  goalRange: 'Goal SIP Amount should be greater than or equal to Amount and less than ₹ 1 Crore',
  terms: 'Please accept the terms and conditions to proceed',
  euinSip: 'Please select EUIN',
  euinLumpsum: ' EUIN is Mandatory',
  topUpAmount: TOPUP_RULE_MESSAGES.amount,
  topUpStart: 'TOP-UP Start Date is Mandatory',
  topUpEnd: 'TOP-UP End Date is Mandatory',
  topUpMin: TOPUP_RULE_MESSAGES.minimum,
  topUpMultiple: TOPUP_RULE_MESSAGES.multiple,
  topUpBeyond: 'Topup start/end date should not exceed SIP end date',
  topUpSipDay: topupSipDayMessage,
  topUpWindow: (from: CalendarDay, to: CalendarDay) => TOPUP_RULE_MESSAGES.window(formatDisplayDay(from), formatDisplayDay(to)),
  topUpEndMin: (min: CalendarDay) => `Top-up End Date should be on or after ${formatDisplayDay(min)}`,
} as const;

/** Why no top-up date can be chosen, in the iSIP form's words. */
export const TOP_UP_IMPOSSIBLE = { startPastEnd: SCHEME_MESSAGES.topUpBeyond, endPastEnd: SCHEME_MESSAGES.topUpBeyond } as const;
