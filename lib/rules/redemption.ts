import { formatIndian } from '../money';

// The outgoing side of a redemption (seed 001 section 5): a value is given, no more units or rupees
// leave than the holding has free, a full redemption is made in units, and the payout needs the
// investor's bank. The portal's form checks these before the registrar does, in the registrar's words,
// so both read them from here.

export const REDEMPTION_RULE_MESSAGES = {
  value: 'Redemption Value is mandatory*',
  bank: 'Bank details are mandatory',
  units: "You don't have enough Units To Redeem!",
  amount: 'You dont have enough amount to redeem',
  fullByUnits: 'A full redemption is made in units',
  minimum: (min: number) => `Minimum Amount should be ${formatIndian(min)} ₹`,
} as const;
