import { z } from 'zod';
import { MANDATE_FORM_MESSAGES } from './mandate-registration-messages';
import { formatDisplayDay, parseDisplayDate } from '../../dates';
import { endProblem, MANDATE_DATE_MESSAGES, mandateAmountProblem, startProblem, untilCancelledEnd, type MandateKind } from '../../rules/mandate-registration-limits';
import type { Phase } from '../../rules/amount';
import { fail } from '../transaction-fields';

// The eNACH and UPI Autopay registration form (seed 002 sections 3, 4.1 and 5): folio, a bank the
// registrar validates for e-mandates, amount, frequency, start and end (or 'Until Cancelled'), and the
// terms. Investor name, PAN, mobile and e-mail are the registrar's record and are not typed. `today`
// rides along from the page; the BFF puts in its own clock's day before it parses again.

export { MANDATE_FORM_MESSAGES };

const text = z.string().default('');

export const mandateRegistrationShape = {
  today: text,
  folio: text,
  /** The bank's account number masked but the last four, as the bank list offers it. */
  bank: text,
  amount: text,
  frequency: text,
  startDate: text,
  endDate: text,
  untilCancelled: z.boolean().default(true),
  terms: z.boolean().default(false),
};

type Values = { [K in keyof typeof mandateRegistrationShape]: K extends 'untilCancelled' | 'terms' ? boolean : string };

function check(kind: MandateKind, v: Values, ctx: z.RefinementCtx, phase: Phase) {
  const live = phase === 'live';
  for (const field of ['folio', 'bank', 'amount', 'frequency', 'startDate'] as const) {
    if (!v[field].trim() && !live) fail(ctx, field, MANDATE_FORM_MESSAGES.fillAll);
  }
  if (v.amount.trim()) {
    const problem = /^\d{1,9}$/.test(v.amount.trim()) ? mandateAmountProblem(Number(v.amount.trim()), kind) : mandateAmountProblem(0, kind);
    if (problem) fail(ctx, 'amount', problem);
  }
  const today = parseDisplayDate(v.today);
  const start = v.startDate.trim() ? parseDisplayDate(v.startDate) : null;
  if (v.startDate.trim() && !start) fail(ctx, 'startDate', MANDATE_DATE_MESSAGES.invalid);
  if (start && today) {
    const problem = startProblem(start, today);
    if (problem) fail(ctx, 'startDate', problem);
  }
  if (!v.untilCancelled) {
    if (!v.endDate.trim()) {
      if (!live) fail(ctx, 'endDate', MANDATE_FORM_MESSAGES.fillAll);
    } else {
      const end = parseDisplayDate(v.endDate);
      if (!end) fail(ctx, 'endDate', MANDATE_DATE_MESSAGES.invalid);
      else if (start) {
        const problem = endProblem(start, end, kind);
        if (problem) fail(ctx, 'endDate', problem);
      }
    }
  }
  if (!v.terms && !live) fail(ctx, 'terms', MANDATE_FORM_MESSAGES.terms);
}

/** The end the registration asks for: the horizon when 'Until Cancelled', else the one typed. */
export function mandateEndOf(kind: MandateKind, v: { startDate: string; endDate: string; untilCancelled: boolean }): string {
  if (!v.untilCancelled) return v.endDate.trim();
  const start = parseDisplayDate(v.startDate);
  return start ? formatDisplayDay(untilCancelledEnd(start, kind)) : '';
}

const schemaOf = (kind: MandateKind, phase: Phase) =>
  z.object(mandateRegistrationShape).superRefine((v, ctx) => check(kind, v, ctx, phase));

export const enachRegistrationSchema = schemaOf('ENACH', 'submit');
export const enachRegistrationLiveSchema = schemaOf('ENACH', 'live');
export const upiRegistrationSchema = schemaOf('UPI', 'submit');
export const upiRegistrationLiveSchema = schemaOf('UPI', 'live');

export type MandateRegistrationValues = z.output<typeof enachRegistrationSchema>;

export const registrationSchemas = {
  ENACH: { schema: enachRegistrationSchema, live: enachRegistrationLiveSchema },
  UPI: { schema: upiRegistrationSchema, live: upiRegistrationLiveSchema },
} as const;
