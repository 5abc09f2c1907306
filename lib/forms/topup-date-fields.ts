import type { CalendarDay } from '../dates';
import { topupEndRange, topupRangeHint, topupStartRange, type TopupDatesSip, type TopupFrequency, type TopupImpossible } from '../rules/sip-topup';
import { choiceOf, type DateChoice } from './date-choice';

export const TOPUP_END_FIRST = 'Choose the start date first';

/**
 * What a top-up's two date fields show, wherever a top-up is taken (SIP registration, the new investor's
 * iSIP, SIP TOP-UP): hints that offer only dates that can be met, or say why none can, and calendars that
 * offer only the SIP's own day of the month within each window.
 */
export function topupDateFields(
  sip: TopupDatesSip | null,
  start: CalendarDay | null,
  frequency: TopupFrequency,
  why: Record<TopupImpossible, string>,
  today?: CalendarDay,
): { startHint?: string; endHint: string; startChoice: DateChoice | null; endChoice: DateChoice | null } {
  if (!sip) return { endHint: TOPUP_END_FIRST, startChoice: null, endChoice: null };
  const startRange = topupStartRange(sip, frequency, today);
  const endRange = start ? topupEndRange(sip, start, frequency) : null;
  return {
    startHint: topupRangeHint(startRange, why),
    endHint: endRange ? topupRangeHint(endRange, why) : TOPUP_END_FIRST,
    startChoice: choiceOf(startRange, sip.start.day),
    endChoice: endRange ? choiceOf(endRange, sip.start.day) : null,
  };
}
