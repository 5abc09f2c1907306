// An NFO link (seed 002 section 5, "NFO"): given only while the offer is open, with a sub ARN other
// than the ARN and the EUIN declaration made. The portal's form checks these before the registrar does,
// in the registrar's words, so both read them from here.

/** The NFO form's Sub ARN and sub broker codes: digits only (keys e, '.', '-' blocked), where the purchase forms take letters too. */
export const NFO_CODE_PATTERN = /^\d+$/;

export const NFO_LINK_RULE_MESSAGES = {
  sameArn: 'ARN code and sub ARN code should not be the same',
  euinMandatory: 'Euin Declaration is mandatory*',
  /** The registrar's answer for an offer that closed (or has not opened) since the list was read. */
  notOpen: 'This NFO is not open for subscription',
  /** An Adviser's own code is stamped on their links; one with letters, kept from before the digits rule (./team.ts), cannot be. */
  ownCodeLettered: "Your Sub Broker Code has letters, and an NFO link carries digits only: ask your firm's Admin to change it on the Team page",
} as const;

/** An Adviser's own Sub Broker Code that no NFO link can carry (empty: none is fixed). */
export const ownCodeBlocksNfo = (ownSubBroker: string) => !!ownSubBroker && !NFO_CODE_PATTERN.test(ownSubBroker);
