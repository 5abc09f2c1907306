import { z } from 'zod';
import { parseDisplayDate, type CalendarDay } from '../../dates';
import { parseWholeRupees } from '../../rules/amount';
import { topUpCapProblem } from '../../rules/mandate-limits';
import { topupEndProblem, topupMinEnd, topupStartProblem, topupStartRange, type TopupFrequency } from '../../rules/sip-topup';
import { TOPUP_FREQUENCIES, TOPUP_MIN_AMOUNT, TOPUP_MESSAGES, type TopupSip } from './sip-topup-fields';

export { TOPUP_FREQUENCIES, type TopupFrequency, TOPUP_FREQUENCY_LABELS, TOPUP_MIN_AMOUNT, TOPUP_MIN_INSTALMENTS_LEFT, TOPUP_LAST_DAY, TOPUP_MESSAGES, TOPUP_IMPOSSIBLE, type TopupSip, nextSipDay, topupStartWindow, topupMinEnd, topupMaxEnd, topupStartRange, topupEndRange, topupRangeHint, topupAllowed } from './sip-topup-fields';

// The SIP TOP-UP form (seed 002 sections 3, 4.3, 5 and 9; seed 001 section 9): a Half-Yearly or Yearly
// step-up of a live SIP's instalment, from a start date to an end date that both fall on the SIP's day.
// The window depends on the SIP itself, so the schema is built from the SIP's facts: the browser builds
// it from the live-SIP row, the BFF from the registrar's own record.

const text = z.string();

export const topupShape = {
  topUpFrequency: z.union([z.enum(TOPUP_FREQUENCIES), z.literal('')]),
  topUpAmount: text,
  topUpStartDate: text,
  topUpEndDate: text,
};

export type TopupValues = z.output<z.ZodObject<typeof topupShape>>;
export type TopupInput = z.input<z.ZodObject<typeof topupShape>>;

/** The first problem of each field, keyed by field name; empty when the top-up may go. */
export function topupProblems(v: TopupValues, sip: TopupSip, today: CalendarDay): Partial<Record<keyof TopupValues, string>> {
  const out: Partial<Record<keyof TopupValues, string>> = {};
  if (!v.topUpFrequency) out.topUpFrequency = TOPUP_MESSAGES.frequency;

  const amount = parseWholeRupees(v.topUpAmount);
  if (!v.topUpAmount.trim()) out.topUpAmount = TOPUP_MESSAGES.amount;
  else if (amount === null || amount < TOPUP_MIN_AMOUNT) out.topUpAmount = TOPUP_MESSAGES.minimum;
  else if (sip.scheme === 'TS' && amount % TOPUP_MIN_AMOUNT !== 0) out.topUpAmount = TOPUP_MESSAGES.multiple;
  else {
    const capped = topUpCapProblem(amount, sip.mandateAmount, sip.enachflag);
    if (capped) out.topUpAmount = capped;
  }

  const start = dateProblem(v.topUpStartDate, TOPUP_MESSAGES.startDate);
  if (typeof start === 'string') out.topUpStartDate = start;
  else {
    const problem = topupStartProblem(sip, start, today);
    if (problem === 'sipDay') out.topUpStartDate = TOPUP_MESSAGES.sipDay(sip.start.day);
    else if (problem === 'startPastEnd') out.topUpStartDate = TOPUP_MESSAGES.startPastEnd;
    else if (problem === 'window') out.topUpStartDate = windowMessage(sip, v.topUpFrequency || 'H', today);
  }

  const end = dateProblem(v.topUpEndDate, TOPUP_MESSAGES.endDate);
  if (typeof end === 'string') out.topUpEndDate = end;
  else {
    const problem = topupEndProblem(sip, end, typeof start === 'string' ? null : start, v.topUpFrequency);
    if (problem === 'sipDay') out.topUpEndDate = TOPUP_MESSAGES.sipDay(sip.start.day);
    else if (problem === 'past2099') out.topUpEndDate = TOPUP_MESSAGES.endPast2099;
    else if (problem === 'endPastEnd') out.topUpEndDate = TOPUP_MESSAGES.endPastEnd;
    else if (problem === 'tooSoon' && typeof start !== 'string' && v.topUpFrequency) out.topUpEndDate = TOPUP_MESSAGES.endTooSoon(topupMinEnd(start, v.topUpFrequency));
  }
  return out;
}

/** The window a start can meet, or why none can: never a window that cannot be met. */
function windowMessage(sip: TopupSip, frequency: TopupFrequency, today: CalendarDay): string {
  const range = topupStartRange(sip, frequency, today);
  if ('impossible' in range) return range.impossible === 'startPastEnd' ? TOPUP_MESSAGES.startPastEnd : TOPUP_MESSAGES.endPastEnd;
  return TOPUP_MESSAGES.window(range.from, range.to);
}

function dateProblem(value: string, mandatory: string): CalendarDay | string {
  if (!value.trim()) return mandatory;
  return parseDisplayDate(value) ?? TOPUP_MESSAGES.invalidDate;
}

/** The form's schema for one SIP on one day: every rule, each message on its field. */
export function sipTopupSchema(sip: TopupSip, today: CalendarDay) {
  return z.object(topupShape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(topupProblems(v, sip, today))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
