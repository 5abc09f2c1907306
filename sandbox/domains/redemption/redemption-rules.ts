import type { FreeHolding } from './redemption-holdings';
import { units4 } from './redemption-orders';
import { ZERO_BALANCE_MESSAGES } from '../../../lib/rules/zero-balance';
import { TAGGING_MESSAGES } from '../../../lib/rules/tagging';
import { REDEMPTION_RULE_MESSAGES } from '../../../lib/rules/redemption';
import { SWITCH_RULE_MESSAGES } from '../../../lib/rules/switch';

// The checks the registrar makes on the outgoing side of a redemption or switch, in the seed's words
// (seed 001 section 5). A string is the refusal; the portal checks the same before it calls.

export const RED_MESSAGES = {
  notFound: 'No Data Found',
  zeroBalance: ZERO_BALANCE_MESSAGES.redemption,
  notAllowed: 'Redemption is not allowed in this scheme',
  units: REDEMPTION_RULE_MESSAGES.units,
  amount: REDEMPTION_RULE_MESSAGES.amount,
  minimum: REDEMPTION_RULE_MESSAGES.minimum,
  value: REDEMPTION_RULE_MESSAGES.value,
  bank: REDEMPTION_RULE_MESSAGES.bank,
  fullByUnits: REDEMPTION_RULE_MESSAGES.fullByUnits,
  duplicate: 'This transaction has already been submitted',
} as const;

export const SWITCH_MESSAGES = {
  notFound: 'No Data Found',
  zeroBalance: ZERO_BALANCE_MESSAGES.switch,
  notAllowed: 'Switch is not allowed in this scheme',
  units: SWITCH_RULE_MESSAGES.units,
  amount: SWITCH_RULE_MESSAGES.amount,
  minimum: SWITCH_RULE_MESSAGES.minimum,
  value: SWITCH_RULE_MESSAGES.value,
  sameScheme: SWITCH_RULE_MESSAGES.sameScheme,
  fullByUnits: 'A full switch is made in units',
  duplicate: 'This transaction has already been submitted',
  sameArn: TAGGING_MESSAGES.sameArnSubmit,
  subArn: TAGGING_MESSAGES.subArnInvalid,
  euin: 'EUIN No is mandatory',
} as const;

type Messages = typeof RED_MESSAGES | typeof SWITCH_MESSAGES;

export interface OutgoingAsk {
  full: 'P' | 'F';
  mode: 'U' | 'A';
  value: string;
  /** The smallest amount in rupees an amount order may ask for. */
  minimum: number;
}

const UNITS = /^\d{1,12}(\.\d{1,4})?$/;
const RUPEES = /^[1-9]\d{0,9}$/;

/** The units and amount that leave the holding, or the refusal. A full order takes every free unit. */
export function checkOutgoing(h: FreeHolding, ask: OutgoingAsk, m: Messages): { units: number; amount: number } | string {
  const free = Number(h.free_units);
  const nav = Number(h.nav);
  if (!(free > 0)) return m.zeroBalance;
  if (ask.full === 'F') return ask.mode === 'U' ? { units: free, amount: 0 } : m.fullByUnits;
  const value = ask.value.trim();
  if (ask.mode === 'U') {
    if (!UNITS.test(value) || !(Number(value) > 0)) return m.value;
    return Number(value) > free ? m.units : { units: Number(value), amount: 0 };
  }
  if (!RUPEES.test(value)) return m.value;
  const amount = Number(value);
  if (amount < ask.minimum) return m.minimum(ask.minimum);
  if (amount > Number(h.value)) return m.amount;
  // An amount's units at today's NAV, never more than are free (rounding at the last paisa).
  return { units: Math.min(free, units4(amount / nav)), amount };
}
