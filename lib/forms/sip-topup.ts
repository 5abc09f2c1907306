import { z } from 'zod';
import { daysBetween, parseDisplayDate, type CalendarDay } from '../dates';
import { parseWholeRupees } from '../rules/amount';
import { TOPUP_FREQUENCIES, TOPUP_MIN_AMOUNT, TOPUP_LAST_DAY, TOPUP_MESSAGES, type TopupSip, topupStartWindow, topupMinEnd } from './sip-topup-fields';

export { TOPUP_FREQUENCIES, type TopupFrequency, TOPUP_FREQUENCY_LABELS, TOPUP_MIN_AMOUNT, TOPUP_MIN_INSTALMENTS_LEFT, TOPUP_LAST_DAY, TOPUP_MESSAGES, type TopupSip, nextSipDay, topupStartWindow, topupMinEnd, topupMaxEnd, topupAllowed } from './sip-topup-fields';

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
  else if (sip.scheme === 'TS' && amount % 500 !== 0) out.topUpAmount = TOPUP_MESSAGES.multiple;
  else if ((sip.enachflag === '1' || sip.enachflag === '2') && sip.mandateAmount !== null && amount > sip.mandateAmount) {
    out.topUpAmount = TOPUP_MESSAGES.mandate(sip.mandateAmount);
  }

  const start = dateProblem(v.topUpStartDate, TOPUP_MESSAGES.startDate, sip.start.day);
  if (typeof start === 'string') out.topUpStartDate = start;
  else {
    const window = topupStartWindow(sip, today);
    if (daysBetween(start, sip.end) < 0) out.topUpStartDate = TOPUP_MESSAGES.startPastEnd;
    else if (daysBetween(window.from, start) < 0 || daysBetween(start, window.to) < 0) out.topUpStartDate = TOPUP_MESSAGES.window(window.from, window.to);
  }

  const end = dateProblem(v.topUpEndDate, TOPUP_MESSAGES.endDate, sip.start.day);
  if (typeof end === 'string') out.topUpEndDate = end;
  else if (daysBetween(end, TOPUP_LAST_DAY) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPast2099;
  else if (daysBetween(end, sip.end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPastEnd;
  else if (typeof start !== 'string' && v.topUpFrequency) {
    const min = topupMinEnd(start, v.topUpFrequency);
    // A Yearly top-up whose first year already runs past the SIP is refused in the seed's own words.
    if (daysBetween(min, sip.end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endPastEnd;
    else if (daysBetween(min, end) < 0) out.topUpEndDate = TOPUP_MESSAGES.endTooSoon(min);
  }
  return out;
}

function dateProblem(value: string, mandatory: string, sipDay: number): CalendarDay | string {
  if (!value.trim()) return mandatory;
  const day = parseDisplayDate(value);
  if (!day) return TOPUP_MESSAGES.invalidDate;
  if (day.day !== sipDay) return TOPUP_MESSAGES.sipDay(sipDay);
  return day;
}

/** The form's schema for one SIP on one day: every rule, each message on its field. */
export function sipTopupSchema(sip: TopupSip, today: CalendarDay) {
  return z.object(topupShape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(topupProblems(v, sip, today))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
