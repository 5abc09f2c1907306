import { z } from 'zod';
import type { Phase } from '../../rules/amount';
import { SWITCH_RULE_MESSAGES } from '../../rules/switch';
import { checkOutgoing, outgoingShape, type OutgoingMessages } from './redemption';
import { splitSchemePlan } from '../links/scheme-link';
import { checkTagging, fail, taggingShape } from '../transaction-fields';
import { ZERO_BALANCE_MESSAGES } from '../../rules/zero-balance';

export { CLEARED_ON_FOLIO } from './switch-fields';

// The Switch form (seed 001 sections 2, 4 and 5): the outgoing half of a redemption (folio, switch-out
// scheme, Partial or Full, Units or Amount, value), the switch-in category and scheme, and the ARN
// tagging every purchase carries. In Amount mode the minimum is the switch-in scheme's.

export const SWITCH_MESSAGES = {
  folioMandatory: 'Folio is mandatory*',
  switchOutMandatory: 'Switch out scheme is mandatory*',
  categoryMandatory: 'Category is mandatory*',
  switchInMandatory: 'Switch in Scheme is mandatory*',
  valueMandatory: SWITCH_RULE_MESSAGES.value,
  zeroBalance: ZERO_BALANCE_MESSAGES.switch,
  sameScheme: SWITCH_RULE_MESSAGES.sameScheme,
  notEnoughAmount: SWITCH_RULE_MESSAGES.amount,
  notEnoughUnits: SWITCH_RULE_MESSAGES.units,
  minimum: SWITCH_RULE_MESSAGES.minimum,
} as const;

const SWITCH_OUTGOING: OutgoingMessages = {
  folio: SWITCH_MESSAGES.folioMandatory,
  scheme: SWITCH_MESSAGES.switchOutMandatory,
  value: SWITCH_MESSAGES.valueMandatory,
  zeroBalance: SWITCH_MESSAGES.zeroBalance,
  units: SWITCH_MESSAGES.notEnoughUnits,
  amount: SWITCH_MESSAGES.notEnoughAmount,
  minimum: (min) => SWITCH_MESSAGES.minimum(min),
};

const text = z.string().default('');

const shape = {
  ...outgoingShape,
  category: text,
  /** 'fund~scheme~plan~option' of the scheme switched into. */
  switchInScheme: text,
  ...taggingShape,
};

/** Two 'fund~scheme~plan~option' values naming the same scheme, plan and option. */
export function sameScheme(a: string, b: string): boolean {
  const x = splitSchemePlan(a);
  const y = splitSchemePlan(b);
  return !!x && !!y && x.fund === y.fund && x.scheme === y.scheme && x.plan === y.plan && x.option === y.option;
}

export function switchSchemaFor(phase: Phase) {
  return z.object(shape).superRefine((v, ctx) => {
    checkOutgoing(v, ctx, phase, SWITCH_OUTGOING);
    if (!v.category.trim()) fail(ctx, 'category', SWITCH_MESSAGES.categoryMandatory);
    if (!splitSchemePlan(v.switchInScheme)) fail(ctx, 'switchInScheme', SWITCH_MESSAGES.switchInMandatory);
    else if (sameScheme(v.scheme, v.switchInScheme)) fail(ctx, 'switchInScheme', SWITCH_MESSAGES.sameScheme);
    checkTagging(v, ctx, phase);
  });
}

/** On submit, in the browser and again in the BFF. */
export const switchSchema = switchSchemaFor('submit');
/** While a field is being filled in. */
export const switchLiveSchema = switchSchemaFor('live');

export type SwitchInput = z.input<typeof switchSchema>;
export type SwitchValues = z.output<typeof switchSchema>;

