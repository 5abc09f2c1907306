import { z } from 'zod';
import { formatRupees } from '../../money';
import { parseWholeRupees, type Phase } from '../../rules/amount';
import { splitSchemePlan } from '../links/scheme-link';
import { fail } from '../transaction-fields';
import { OUTGOING_TYPES, OUTGOING_MODES, type OutgoingType, type OutgoingMode, type OutgoingMessages, REDEMPTION_MESSAGES, tenThousandths, unitsText } from './redemption-fields';

export { OUTGOING_TYPES, OUTGOING_MODES, type OutgoingType, type OutgoingMode, TYPE_LABELS, MODE_LABELS, UNITS_MAX_LENGTH, type OutgoingMessages, REDEMPTION_MESSAGES, afterTypeChange, RESET_ON_HOLDING_CHANGE, tenThousandths, unitsText } from './redemption-fields';

// The Redemption form (seed 001 sections 2, 4 and 5): folio, scheme, Partial or Full, Units or Amount,
// the value and the payout bank. The outgoing half (folio to value) is shared with the Switch form,
// which words its messages differently. The holding's figures ride along from the fund list; the BFF
// puts in its own before it parses, so the rules never rest on what the browser sent.

const UNITS = /^\d{1,9}(\.\d{1,4})?$/;

const REDEMPTION_OUTGOING: OutgoingMessages = {
  folio: REDEMPTION_MESSAGES.folioMandatory,
  scheme: REDEMPTION_MESSAGES.schemeMandatory,
  value: REDEMPTION_MESSAGES.valueMandatory,
  zeroBalance: REDEMPTION_MESSAGES.zeroBalance,
  units: REDEMPTION_MESSAGES.notEnoughUnits,
  amount: REDEMPTION_MESSAGES.notEnoughAmount,
  minimum: (min, phase) => (phase === 'live' ? REDEMPTION_MESSAGES.minimumLive(min) : REDEMPTION_MESSAGES.minimum(min)),
};

const text = z.string().default('');

export const outgoingShape = {
  folio: text,
  /** 'fund~scheme~plan~option' of the holding. */
  scheme: text,
  type: z.enum(OUTGOING_TYPES).default('P'),
  mode: z.enum(OUTGOING_MODES).default('U'),
  value: text,
  /** The holding's free units, current value and the smallest amount an amount order may ask for. */
  balUnits: text,
  curValue: text,
  minAmount: text,
};

type Outgoing = { [K in keyof typeof outgoingShape]: K extends 'type' ? OutgoingType : K extends 'mode' ? OutgoingMode : string };

const figure = (t: string): number | null => (t.trim() !== '' && Number.isFinite(Number(t)) ? Number(t) : null);
/** Units compared at the registrar's four decimals, so 812.453 is not "more than" 812.4530. */
export function checkOutgoing(v: Outgoing, ctx: z.RefinementCtx, phase: Phase, m: OutgoingMessages) {
  if (!/^\d+$/.test(v.folio.trim())) fail(ctx, 'folio', m.folio);
  if (!splitSchemePlan(v.scheme)) return fail(ctx, 'scheme', m.scheme);
  const balance = figure(v.balUnits);
  if (balance !== null && balance <= 0) return fail(ctx, 'scheme', m.zeroBalance);
  if (v.type === 'F' && v.mode !== 'U') return fail(ctx, 'mode', REDEMPTION_MESSAGES.fullByUnits);
  const value = v.value.trim();
  if (!value) return fail(ctx, 'value', m.value);
  if (v.mode === 'U') {
    if (!UNITS.test(value)) return fail(ctx, 'value', /^\d*\.?\d*$/.test(value) && Number(value) > 0 ? REDEMPTION_MESSAGES.unitsFormat : m.value);
    if (!(Number(value) > 0)) return fail(ctx, 'value', m.value);
    if (balance !== null && tenThousandths(Number(value)) > tenThousandths(balance)) fail(ctx, 'value', m.units);
    return;
  }
  const amount = parseWholeRupees(value);
  if (amount === null) return fail(ctx, 'value', m.value);
  const min = figure(v.minAmount);
  if (min !== null && amount < min) return fail(ctx, 'value', m.minimum(min, phase));
  const current = figure(v.curValue);
  if (current !== null && amount > current) fail(ctx, 'value', m.amount);
}

const shape = { ...outgoingShape, bank: text };

export function redemptionSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    checkOutgoing(v, ctx, phase, REDEMPTION_OUTGOING);
    if (!v.bank.trim()) fail(ctx, 'bank', REDEMPTION_MESSAGES.bankMandatory);
  });
}

/** On submit, in the browser and again in the BFF. */
export const redemptionSchema = redemptionSchemaFor('submit');
/** While a field is being filled in. */
export const redemptionLiveSchema = redemptionSchemaFor('live');

export type RedemptionInput = z.input<typeof redemptionSchema>;
export type RedemptionValues = z.output<typeof redemptionSchema>;

/** The exit load as the summary shows it: 'Nil' when none applies, else the rate and about how much. */
export function exitLoadText(percent: number, load: number): string {
  if (!(percent > 0)) return 'Nil';
  return `${percent}% (${load < 1 ? 'less than ₹1' : `about ${formatRupees(load)}`})`;
}

/**
 * What the order comes to at the NAV quoted: units are sold at the NAV of the day the registrar
 * processes them, so a units order shows an approximate value and an amount order approximate units.
 */
export function approximation(mode: OutgoingMode, quote: { units: number; amount: number }): { label: string; value: string } {
  return mode === 'U'
    ? { label: 'Approximate Value', value: `about ${formatRupees(quote.amount)}` }
    : { label: 'Approximate Units', value: `about ${unitsText(quote.units)}` };
}
