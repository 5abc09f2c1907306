import { TRANSACTION_TYPES_LIST, type TransactionType } from './registry';

// The Select Transaction Type tiles (seed 000, "Select Transaction Type page" and section 6), from the
// registry. Each tile opens the type's mode chooser, /new-transaction/{type}.

export interface TransactionTile {
  type: string;
  label: string;
  description: string;
  always: boolean;
}

export const ISIP_NOTE = 'For a new Investor, only ISIP facility is available to register the SIP.';

export const TRANSACTION_TILES: readonly TransactionTile[] = TRANSACTION_TYPES_LIST.flatMap((t: TransactionType) =>
  t.tile ? [{ type: t.type, ...t.tile }] : [],
);

export function tilesFor(holdsFund: boolean): TransactionTile[] {
  return TRANSACTION_TILES.filter((t) => t.always || holdsFund);
}
