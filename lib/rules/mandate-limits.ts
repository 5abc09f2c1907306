import { addMonths, type CalendarDay } from '../dates';
import { formatIndian } from '../money';
import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// What a mandate allows the SIPs on it (seed 001 sections 5 and 9, seed 002 sections 4.3, 4.4 and 5):
// each debit is at most the mandate's maximum, and the instalments fall within its start and end. One
// rule for the SIP registration (instalment and top-up), the live SIP's top-up and modification, and
// the registrar's own refusals. Zod-free: the screens show these too. What is left on a mandate once
// the other SIPs on it are paid is ./mandate-headroom.ts.

/** SIP types whose instalments are collected on a mandate (eNACH, UPI Autopay, their physical forms, OTM). */
export const MANDATE_SIP_TYPES: readonly string[] = ['1', '2', '4', '5', '9'];
/** A live SIP's enachflag whose mandate caps a top-up: 1 eNACH, 2 UPI Autopay. */
export const TOPUP_CAPPED_FLAGS: readonly string[] = ['1', '2'];

export const MANDATE_LIMIT_MESSAGES = {
  instalment: (max: number) => `SIP instalment amount should be less than the Mandate Amount ${formatIndian(max)}`,
  topUp: (max: number) => `Amount should not be greater than Mandate Amount ${formatIndian(max)}`,
  /** The modification's wording (seed 002 section 4.4), without the figure. */
  modification: 'Amount should be less than or equal to Mandate Amount',
  startBefore: 'SIP Start Date should not be before the Mandate Start Date',
  endAfter: 'SIP End date should not exceed the Mandate Date',
  topUpLife: (max: number) => `With its top-ups the SIP instalment would exceed the Mandate Amount ${formatIndian(max)}`,
} as const;

/** Whether a refusal's words are one of the mandate rules' (so the fix is a mandate with room for the SIP). */
export function isMandateRefusal(words: string): boolean {
  return Object.values(MANDATE_LIMIT_MESSAGES).some((m) => (typeof m === 'string' ? words.startsWith(m) : words.startsWith(m(0).slice(0, -1))));
}

/** This project's reason codes for a SIP its mandate cannot carry (docs/upstream-protocol.md). */
export const MANDATE_FIT_CODES = {
  instalment: REFUSALS.mandateInstalment.code,
  topUpLife: REFUSALS.mandateTopUpLife.code,
  endAfter: REFUSALS.mandateEndAfter.code,
  startBefore: REFUSALS.mandateStartBefore.code,
} as const;

/** The amount is more than the mandate's maximum (`max` null: no mandate, nothing to exceed). */
export const exceedsMandate = (amount: number, max: number | null): boolean => max !== null && amount > max;

/** A new SIP's instalment against its mandate's maximum. */
export const instalmentCapProblem = (amount: number, max: number | null): string | null =>
  exceedsMandate(amount, max) ? MANDATE_LIMIT_MESSAGES.instalment(max!) : null;

/** A top-up against the mandate's maximum; a live SIP's (`enachflag` given) only on an eNACH or UPI Autopay mandate. */
export function topUpCapProblem(amount: number, max: number | null, enachflag?: string): string | null {
  if (enachflag !== undefined && !TOPUP_CAPPED_FLAGS.includes(enachflag)) return null;
  return exceedsMandate(amount, max) ? MANDATE_LIMIT_MESSAGES.topUp(max!) : null;
}

/** A live SIP's modified instalment against its mandate, for the SIP types a mandate collects. */
export const modificationCapProblem = (amount: number, max: number | null, sipType: string): string | null =>
  MANDATE_SIP_TYPES.includes(sipType) && exceedsMandate(amount, max) ? MANDATE_LIMIT_MESSAGES.modification : null;

/** A SIP's top-up: `amount` more every six (H) or twelve (Y) months from `start` to `end`, both included. */
export interface TopUpPlan {
  amount: number;
  frequency: 'H' | 'Y';
  start: CalendarDay;
  end: CalendarDay;
}

const key = (d: CalendarDay) => d.year * 10_000 + d.month * 100 + d.day;

/** The largest instalment the SIP reaches over its life: the instalment and every top-up up to the top-up's end. */
export function peakInstalment(amount: number, topUp: TopUpPlan | null): number {
  if (!topUp) return amount;
  const months = topUp.frequency === 'H' ? 6 : 12;
  let steps = 0;
  for (let at = topUp.start; key(at) <= key(topUp.end); at = addMonths(at, months)) steps += 1;
  return amount + steps * topUp.amount;
}

/** What the mandate holds against a SIP drawn on it; dates are the SIP's first and last instalments and the mandate's. */
export function mandateFitProblems(sip: { amount: number; topUp: TopUpPlan | null; start: CalendarDay; end: CalendarDay },
  mandate: { max: number; start: CalendarDay; end: CalendarDay }): RegistrarProblem[] {
  const problems: RegistrarProblem[] = [];
  const capped = instalmentCapProblem(sip.amount, mandate.max);
  if (capped) problems.push(refusalOf(MANDATE_FIT_CODES.instalment, capped));
  else if (exceedsMandate(peakInstalment(sip.amount, sip.topUp), mandate.max)) {
    problems.push(refusalOf(MANDATE_FIT_CODES.topUpLife, MANDATE_LIMIT_MESSAGES.topUpLife(mandate.max)));
  }
  if (key(sip.start) < key(mandate.start)) problems.push(refusalOf(MANDATE_FIT_CODES.startBefore, MANDATE_LIMIT_MESSAGES.startBefore));
  if (key(sip.end) > key(mandate.end)) problems.push(refusalOf(MANDATE_FIT_CODES.endAfter, MANDATE_LIMIT_MESSAGES.endAfter));
  return problems;
}
