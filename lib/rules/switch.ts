import { formatIndian } from '../money';

// The outgoing side of a switch (seed 001 section 5): a value is given, no more units or rupees leave
// than the holding has free, and the money goes into another scheme than it leaves. The portal's form
// checks these before the registrar does, in the registrar's words, so both read them from here.

export const SWITCH_RULE_MESSAGES = {
  value: 'Switch value is mandatory',
  sameScheme: 'Switch in scheme should not be same as Switch out scheme',
  units: "You don't have enough Units To Redeem! in Switch",
  amount: "You don't have enough Amount To Redeem! in Switch",
  minimum: (min: number) => `Minimum Amount value is ${formatIndian(min)}`,
} as const;
