import type { LiveSip } from '../../api/sip-changes';
import type { ModificationValues } from './sip-modification';
import { addDays, addMonths, daysBetween, parseDisplayDate, type CalendarDay } from '../../dates';
import { MANDATE_LIMIT_MESSAGES, MANDATE_SIP_TYPES } from '../../rules/mandate-limits';
import { SIP_LAST_YEAR } from '../../rules/sip-horizon';
import { SIP_AMOUNT_MAX, SIP_INSTALLMENTS_MAX, SIP_LIMIT_MESSAGES } from '../../rules/sip-limits';
import {
  NO_LIVE_SIP_MESSAGE,
  SIP_MODIFICATION_BRANCH,
  SIP_MODIFICATION_LEAD_DAYS,
  SIP_MODIFICATION_MIN_INSTALLMENTS,
  SIP_MODIFICATION_RULE_MESSAGES,
} from '../../rules/sip-modification';

// The SIP modification's limits, wording and date helpers without zod, for the screens that show
// them; ./sip-modification.ts holds the form's shape and rules.

export const SIPM_LIMITS = {
  minInstallments: SIP_MODIFICATION_MIN_INSTALLMENTS,
  maxInstallments: SIP_INSTALLMENTS_MAX,
  maxAmount: SIP_AMOUNT_MAX,
  leadDays: SIP_MODIFICATION_LEAD_DAYS,
  perpetualAfterMonths: 5,
  branch: SIP_MODIFICATION_BRANCH,
} as const;

/** SIP types whose instalments are collected on a mandate: capped at its amount and its end. */
export { MANDATE_SIP_TYPES };
export const PERPETUAL_END: CalendarDay = { year: SIP_LAST_YEAR, month: 12, day: 31 };

/** The buttons as seed 002 section 4.4 names them: Proceed on the form goes to the summary, Submit there sends. */
export const SIPM_BUTTONS = { proceed: 'Proceed', submit: 'Submit' } as const;

export const SIPM_MESSAGES = {
  minimum: SIP_MODIFICATION_RULE_MESSAGES.minimum,
  mandateAmount: MANDATE_LIMIT_MESSAGES.modification,
  mandateEnd: MANDATE_LIMIT_MESSAGES.endAfter,
  maximum: SIP_LIMIT_MESSAGES.amountMax,
  multiple: SIP_MODIFICATION_RULE_MESSAGES.multiple,
  installments: SIP_LIMIT_MESSAGES.installments,
  installmentsMax: SIP_LIMIT_MESSAGES.installmentsMax,
  sipDate: 'Please select a valid SIP date',
  sipDayMandatory: 'Please select a SIP day',
  sipDay: (day: number) => `SIP date should fall on the SIP day (${day} of the month)`,
  tooSoon: SIP_MODIFICATION_RULE_MESSAGES.tooSoon,
  scheme: SIP_MODIFICATION_RULE_MESSAGES.scheme,
  frequency: SIP_MODIFICATION_RULE_MESSAGES.frequency,
  unchanged: SIP_MODIFICATION_RULE_MESSAGES.unchanged,
  terms: 'Please accept the terms and conditions to proceed',
  submitFailed: (message: string) => `Error submitting SIP modification: ${message}`,
  success: (ihno: string) =>
    `Your recommendation for SIP modification through DIT has been initiated with reference number ${ihno}. Please request the investor to review and confirm the SIP modification`,
  processing: 'A SIP modification may take up to 15 days to be processed.',
  noSip: NO_LIVE_SIP_MESSAGE,
} as const;

/** Why a live SIP cannot be modified now (the selection table's note beside it). */
export const SIPM_BLOCK_MESSAGES = {
  pending: 'Modification not allowed: a modification is awaiting the investor’s approval',
  mandateEnding: 'Modification not allowed: the mandate ends before 6 more installments could be collected',
} as const;

/** The form's frequency codes and the registrar's names for them. */
/**
 * The SIP days a modification may choose: the scheme's days at the frequency and the SIP's own day,
 * which a SIP registered on another day (the 16th, say) keeps unless the distributor changes it.
 */
export function sipDayChoices(days: readonly number[], current: string): number[] {
  const own = Number(current);
  const all = Number.isInteger(own) && own >= 1 && own <= 28 ? [...days, own] : [...days];
  return [...new Set(all)].sort((a, b) => a - b);
}

export const SIPM_FREQUENCIES = { M: 'Monthly', Q: 'Quarterly' } as const;
export type SipmFrequency = keyof typeof SIPM_FREQUENCIES;
export const frequencyCode = (wire: string): SipmFrequency | '' => (wire === 'Monthly' || wire === 'M' ? 'M' : wire === 'Quarterly' || wire === 'Q' ? 'Q' : '');

const two = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY. */
export const display = (d: CalendarDay) => `${two(d.day)}/${two(d.month)}/${d.year}`;

/** What the selection table needs to say whether a SIP may be modified now. */
export interface ModifiableSip {
  modificationPending: boolean;
  sipType: string;
  mandateEnd: CalendarDay | null;
}

export const modifiable = (sip: LiveSip): ModifiableSip => ({
  modificationPending: sip.modificationPending,
  sipType: sip.sipType,
  mandateEnd: parseDisplayDate(sip.mandateEndDate ?? ''),
});

/** Why the SIP cannot be modified now, or null when it can. */
export function modificationBlock(sip: ModifiableSip, today: CalendarDay): string | null {
  if (sip.modificationPending) return SIPM_BLOCK_MESSAGES.pending;
  if (MANDATE_SIP_TYPES.includes(sip.sipType) && sip.mandateEnd) {
    // The fewest installments a modification may have must fit before the mandate ends.
    const last = endDateFor(earliestModifiedDate(today), 'M', SIPM_LIMITS.minInstallments);
    if (daysBetween(last, sip.mandateEnd) < 0) return SIPM_BLOCK_MESSAGES.mandateEnding;
  }
  return null;
}

/** The earliest modified SIP date: 15 days from today. */
export const earliestModifiedDate = (today: CalendarDay) => addDays(today, SIPM_LIMITS.leadDays);

/** Months between instalments: 1 for Monthly ('M' on the form, 'Monthly' on the wire), 3 otherwise. */
export const installmentStep = (frequency: string) => (frequency === 'M' || frequency === 'Monthly' ? 1 : 3);

/** The last instalment's date for a start and a count. */
export const endDateFor = (start: CalendarDay, frequency: string, installments: number) => addMonths(start, installmentStep(frequency) * (installments - 1));

// --- The clearing rules of section 4.4: each change resets what depends on it. ---

export const changeCategory = (v: ModificationValues, category: string): ModificationValues =>
  category === v.category ? v : { ...v, category, scheme: '' };

export const changeScheme = (v: ModificationValues, scheme: string): ModificationValues =>
  scheme === v.scheme ? v : { ...v, scheme, sipDate: '', frequency: '', installments: '', endDate: '' };

export const changeFrequency = (v: ModificationValues, frequency: string): ModificationValues =>
  frequency === v.frequency ? v : { ...v, frequency, sipDate: '', endDate: '', installments: '', perpetual: false };

/**
 * Perpetual runs to the mandate's end (or 31/12/2099) and has no installment count. Turned off, that end
 * goes with it: the end follows from the installments typed next, as the registrar computes it.
 */
export function changePerpetual(v: ModificationValues, on: boolean, mandateEnd: CalendarDay | null): ModificationValues {
  if (!on) return { ...v, perpetual: false, installments: '', endDate: '' };
  return { ...v, perpetual: true, installments: '', endDate: display(mandateEnd ?? PERPETUAL_END) };
}
