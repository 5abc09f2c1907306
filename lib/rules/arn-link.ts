// A scheme or customized ARN link: a sub broker other than the broker, and an EUIN when one is asked
// for. The portal's link forms check these before the registrar does, in the registrar's words, so both
// read them from here.

export const ARN_LINK_RULE_MESSAGES = {
  sameBroker: 'Sub Broker Code should not be same as Broker Code',
  euinMandatory: 'EUIN Code is Mandatory',
} as const;
