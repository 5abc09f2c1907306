// A folio with no units takes no order that needs them (seed 001 sections 5 and 9): no additional
// purchase, redemption, switch, STP or SWP, online or on a physical form. The seed's words for each, used
// by the forms, the physical upload and the registrar's own refusals. Zod-free.

export const ZERO_BALANCE_MESSAGES = {
  additionalPurchase: 'Additional Purchase in zero balance folios is not allowed',
  redemption: 'Redemption in zero balance folios is not allowed',
  switch: 'SWITCH in zero balance folios is not allowed',
  stp: 'STP in Zero balance folios is not accepted',
  swp: 'SWP in zero balance folios is not allowed',
} as const;
