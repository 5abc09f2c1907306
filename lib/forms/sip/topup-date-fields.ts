import type { CalendarDay } from '../../dates';
import { topupEndRange, topupRangeHint, topupStartProblem, topupStartRange, type TopupDatesSip, type TopupFrequency, type TopupImpossible } from '../../rules/sip-topup';
import { choiceOf, type DateChoice } from '../date-choice';

export const TOPUP_END_FIRST = 'Choose the start date first';

/**
 * What a top-up's two date fields show, wherever a top-up is taken (SIP registration, the new investor's
 * iSIP, SIP TOP-UP): hints that offer only dates that can be met, or say why none can, and calendars that
 * offer only the SIP's own day of the month within each window. `validStart` is the start the end
 * field waits for; `impossible`, that no start can be met, so the fields are disabled and the form
 * names the reason instead of asking for them.
 */
export function topupDateFields(
  sip: TopupDatesSip | null,
  start: CalendarDay | null,
  frequency: TopupFrequency,
  why: Record<TopupImpossible, string>,
  today?: CalendarDay,
): { startHint?: string; endHint: string; startChoice: DateChoice | null; endChoice: DateChoice | null; validStart: CalendarDay | null; impossible: boolean } {
  if (!sip) return { endHint: TOPUP_END_FIRST, startChoice: null, endChoice: null, validStart: null, impossible: false };
  const startRange = topupStartRange(sip, frequency, today);
  // The end's window follows a start the rule takes, never one it refuses (its own error says why).
  const valid = start && !topupStartProblem(sip, start, today) ? start : null;
  const endRange = valid ? topupEndRange(sip, valid, frequency) : null;
  return {
    startHint: topupRangeHint(startRange, why),
    endHint: endRange ? topupRangeHint(endRange, why) : TOPUP_END_FIRST,
    startChoice: choiceOf(startRange, sip.start.day),
    endChoice: endRange ? choiceOf(endRange, sip.start.day) : null,
    validStart: valid,
    impossible: 'impossible' in startRange,
  };
}
