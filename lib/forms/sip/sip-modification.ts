import { z } from 'zod';
import { addMonths, daysBetween, parseDisplayDate, type CalendarDay } from '../../dates';
import { parseWholeRupees } from '../../rules/amount';
import { modificationCapProblem } from '../../rules/mandate-limits';
import { SIPM_LIMITS, MANDATE_SIP_TYPES, SIPM_MESSAGES, earliestModifiedDate } from './sip-modification-fields';

export { SIPM_LIMITS, MANDATE_SIP_TYPES, PERPETUAL_END, SIPM_MESSAGES, SIPM_BLOCK_MESSAGES, SIPM_FREQUENCIES, type SipmFrequency, frequencyCode, type ModifiableSip, modifiable, modificationBlock, earliestModifiedDate, installmentStep, endDateFor, changeCategory, changeScheme, changeFrequency, changePerpetual } from './sip-modification-fields';

// The SIP Modification form (seed 002 sections 4.4, 5 and 9): a live SIP's category, scheme,
// frequency, SIP day, installments, perpetual flag and amount changed together. The rules depend on
// the SIP and its scheme, so the schema is built from their facts: the browser from the live-SIP row,
// the BFF from the registrar's own record.

/** What the rules need to know about the SIP being modified and the scheme chosen. */
export interface ModificationFacts {
  sipType: string;
  mandateAmount: number | null;
  mandateEnd: CalendarDay | null;
  /** The chosen scheme's minimum amount and multiple. */
  minAmount: number;
  multiple: number;
  minInstallments?: number;
}

const text = z.string();
export const modificationShape = {
  /** The live SIP being modified (its Ihno). */
  ihno: z.string().regex(/^\d{1,12}$/, SIPM_MESSAGES.noSip),
  category: text,
  scheme: text,
  frequency: text,
  sipDay: text,
  sipDate: text,
  installments: text,
  endDate: text,
  perpetual: z.boolean(),
  amount: text,
  accepted: z.boolean(),
};
export type ModificationValues = z.output<z.ZodObject<typeof modificationShape>>;
/** The values' shape alone: what the BFF parses first and the draft keeps; the rules need the SIP's facts. */
export const sipModificationValuesSchema = z.object(modificationShape);
/**
 * The fields that say whether anything was modified. The SIP date is always a new one (15 days ahead)
 * and the end date follows from it, so neither counts; the declaration tick is not a modification.
 */
export const MODIFIED_FIELDS = ['category', 'scheme', 'frequency', 'sipDay', 'installments', 'perpetual', 'amount'] as const;

// --- The date rules. ---

/** The first date on or after the earliest that falls on the SIP day (days are 1 to 28). */
export function firstModifiedDate(today: CalendarDay, sipDay: number): CalendarDay {
  const from = earliestModifiedDate(today);
  const same = { ...from, day: sipDay };
  return from.day <= sipDay ? same : addMonths(same, 1);
}

/** Perpetual is offered only when the SIP's end is more than 5 months away. */
export const perpetualOffered = (end: CalendarDay, today: CalendarDay) => daysBetween(addMonths(today, SIPM_LIMITS.perpetualAfterMonths), end) > 0;

/** Whether the modified values differ from the SIP as it stands. */
export function isModified(existing: ModificationValues, modified: ModificationValues): boolean {
  return MODIFIED_FIELDS.some((f) => (typeof modified[f] === 'string' ? String(modified[f]).trim() : modified[f]) !== (typeof existing[f] === 'string' ? String(existing[f]).trim() : existing[f]));
}

type Problems = Partial<Record<keyof ModificationValues | 'form', string>>;

/** The first problem of each field (and of the form as a whole); empty when the modification may go. */
export function modificationProblems(v: ModificationValues, existing: ModificationValues, facts: ModificationFacts, today: CalendarDay): Problems {
  const out: Problems = {};
  if (!v.scheme.trim()) out.scheme = SIPM_MESSAGES.scheme;
  if (!v.frequency.trim()) out.frequency = SIPM_MESSAGES.frequency;
  if (!/^([1-9]|1\d|2[0-8])$/.test(v.sipDay.trim())) out.sipDay = SIPM_MESSAGES.sipDayMandatory;
  const mandated = MANDATE_SIP_TYPES.includes(facts.sipType);

  const amount = parseWholeRupees(v.amount);
  const capped = amount === null ? null : modificationCapProblem(amount, facts.mandateAmount, facts.sipType);
  if (amount === null || amount < facts.minAmount) out.amount = SIPM_MESSAGES.minimum;
  else if (amount > SIPM_LIMITS.maxAmount) out.amount = SIPM_MESSAGES.maximum;
  else if (capped) out.amount = capped;
  else if (facts.multiple > 1 && amount % facts.multiple !== 0) out.amount = SIPM_MESSAGES.multiple(facts.multiple);

  const start = parseDisplayDate(v.sipDate);
  if (!start) out.sipDate = SIPM_MESSAGES.sipDate;
  else if (start.day !== Number(v.sipDay)) out.sipDate = SIPM_MESSAGES.sipDay(Number(v.sipDay));
  else if (daysBetween(earliestModifiedDate(today), start) < 0) out.sipDate = SIPM_MESSAGES.tooSoon;

  if (!v.perpetual) {
    const count = /^\d{1,4}$/.test(v.installments.trim()) ? Number(v.installments) : NaN;
    if (!Number.isInteger(count) || count < (facts.minInstallments ?? SIPM_LIMITS.minInstallments)) out.installments = SIPM_MESSAGES.installments;
    else if (count > SIPM_LIMITS.maxInstallments) out.installments = SIPM_MESSAGES.installmentsMax;
  }
  const end = parseDisplayDate(v.endDate);
  if (!end) out.endDate ??= SIPM_MESSAGES.installments;
  else if (mandated && facts.mandateEnd && daysBetween(end, facts.mandateEnd) < 0) out.endDate = SIPM_MESSAGES.mandateEnd;

  if (!isModified(existing, v)) out.form = SIPM_MESSAGES.unchanged;
  if (!v.accepted) out.accepted = SIPM_MESSAGES.terms;
  return out;
}

/** The form's schema for one SIP, its chosen scheme and one day: every rule, each message on its field. */
export function sipModificationSchema(existing: ModificationValues, facts: ModificationFacts, today: CalendarDay) {
  return z.object(modificationShape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(modificationProblems(v, existing, facts, today))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
