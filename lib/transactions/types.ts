// The Select Transaction Type tiles (seed 000, "Select Transaction Type page" and section 6). Each
// tile opens the type's mode chooser, /new-transaction/{type}.

export interface TransactionTile {
  type: string;
  label: string;
  description: string;
  /** Offered to every investor; the others only to one who holds the fund house's schemes. */
  always: boolean;
}

export const TRANSACTION_TILES: readonly TransactionTile[] = [
  { type: 'nfo-new-purchase', label: 'New Purchase + SIP (new folio)', description: 'Invest a lumpsum in a new folio.', always: true },
  { type: 'sip', label: 'SIP', description: 'Register a systematic investment plan.', always: true },
  { type: 'additional-purchase', label: 'Additional Purchase', description: 'Invest more in an existing folio.', always: false },
  { type: 'redemption', label: 'Redemption', description: 'Redeem units or an amount.', always: false },
  { type: 'switch', label: 'Switch', description: 'Move an investment to another scheme.', always: false },
  { type: 'stp', label: 'STP', description: 'Transfer systematically to another scheme.', always: false },
  { type: 'swp', label: 'SWP', description: 'Withdraw systematically.', always: false },
  { type: 'sip-cancellation', label: 'Pause/Cancellation', description: 'Pause or cancel a SIP, STP or SWP.', always: false },
];

export const ISIP_NOTE = 'For a new Investor, only ISIP facility is available to register the SIP.';

export function tilesFor(holdsFund: boolean): TransactionTile[] {
  return TRANSACTION_TILES.filter((t) => t.always || holdsFund);
}

export const modeChooserPath = (type: string) => `/new-transaction/${type}`;
