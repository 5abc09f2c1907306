import { addMonths, type CalendarDay } from '../../dates';
import { SIP_CANCELLATION_RULE_MESSAGES } from '../../rules/sip-cancellation';

// The pause and cancellation form's choices and wording without zod, for the form's components;
// ./sip-cancellation.ts holds the schema.

export const PLAN_TYPES = ['SIP', 'STP', 'SWP'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PAUSE_COUNTS = ['3', '6'] as const;
export const OTHERS_REASON = 'Others';
export const OTHER_REASON_MIN = 10;
export const OTHER_REASON_MAX = 100;

export const CANCELLATION_MESSAGES = {
  pauseDetails: 'please submit all details to confirm',
  pauseOnlySip: 'Only a SIP can be paused',
  record: 'Select a record to pause or cancel',
  reason: SIP_CANCELLATION_RULE_MESSAGES.reason,
  otherReason: 'Please enter reason',
  otherMin: 'Minimum character length is 10',
  otherMax: 'Maximum character length is 100',
  pauseNotAllowed: (message: string) => `Pause not allowed: ${message}`,
  pauseNotOffered: SIP_CANCELLATION_RULE_MESSAGES.pauseNotOffered,
} as const;

/** The last paused instalment: `count` monthly instalments from the start, the start included. */
export const pauseEndDate = (start: CalendarDay, count: number): CalendarDay => addMonths(start, count - 1);

/** What the Others text keeps as it is typed: letters and spaces only, at most 100. */
export const cleanOtherReason = (text: string) => text.replace(/[^A-Za-z ]/g, '').slice(0, OTHER_REASON_MAX);
