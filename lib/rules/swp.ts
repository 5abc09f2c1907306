// An SWP registration's limits and refusals (seed 001 sections 5, 7 and 9): 5 to 999 withdrawals, the
// first on the SWP day at least 7 days ahead, and no more than the holding is worth. The portal's form
// checks them before the registrar does, in the same words, so both read them from here.

export const SWP_MIN_WITHDRAWALS = 5;
export const SWP_MAX_WITHDRAWALS = 999;

/** The first withdrawal falls on the SWP day at least this many days ahead. */
export const SWP_LEAD_DAYS = 7;

export const SWP_RULE_MESSAGES = {
  option: 'Withdrawal Option is mandatory*',
  frequency: 'Frequency is mandatory*',
  day: 'SWP Day is mandatory*',
  withdrawalsMax: `no of withdrawals should not be more than ${SWP_MAX_WITHDRAWALS}`,
  withdrawalsMin: 'Please check the minimum With-drawals value',
  balance: 'You dont have enough amount to withdraw',
} as const;
