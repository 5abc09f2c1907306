// A SIP modification's limits and refusals (seed 002 sections 4.4 and 5): the new SIP date at least 15
// days ahead, at least 6 installments, the change entered under the web branch, and something actually
// changed. The portal's form checks them before the registrar does, in the registrar's words, so both
// read them from here.

export const SIP_MODIFICATION_MIN_INSTALLMENTS = 6;
/** Days from today to the earliest modified SIP date. */
export const SIP_MODIFICATION_LEAD_DAYS = 15;
/** The branch code a modification made on the web is entered under. */
export const SIP_MODIFICATION_BRANCH = 'WB99';

/** The registrar's refusal when no live SIP matches the details of a modification or a top-up. */
export const NO_LIVE_SIP_MESSAGE = 'No live SIP found for the given details';

export const SIP_MODIFICATION_RULE_MESSAGES = {
  minimum: 'Amount should be greater than or equal to Minimum Amount',
  tooSoon: `SIP date should be at least ${SIP_MODIFICATION_LEAD_DAYS} days from today`,
  scheme: 'Please select a scheme',
  frequency: 'Please select a frequency',
  unchanged: 'There are no modifications done, you cannot proceed further',
  multiple: (n: number) => `Amount should be a multiple of ${n}`,
} as const;
