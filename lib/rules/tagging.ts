// The ARN tagging of an order (seed 001 sections 3 and 9): the sub-broker's ARN must be a valid one and
// not the distributor's own, each code at most 20 characters, an EUIN when one is declared. The seed's
// words, used by the forms and the registrar's own refusals. Zod-free.

export const SUB_CODE_MAX = 20;

/** A sub-broker code: letters, digits and hyphens (a sub-ARN such as ARN-12345 is one). */
export const SUB_BROKER_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

export const TAGGING_MESSAGES = {
  sameArnLive: 'ARN and Sub ARN Code should not be the same',
  sameArnSubmit: 'Sub ARN Code and ARN code should not match',
  subArnInvalid: 'Please enter a valid Sub ARN Code',
  subArnTooLong: `Sub ARN Code should not exceed ${SUB_CODE_MAX} characters`,
  subBrokerInvalid: 'Enter a valid Sub Broker Code',
  subBrokerTooLong: `Sub Broker Code should not exceed ${SUB_CODE_MAX} characters`,
  euinMandatory: 'EUIN No is mandatory',
} as const;
