import type { PhygitalRequestType } from '@/lib/forms/uploads/physical-upload';
import { NEW_TRANSACTION, SIP_MODES, transactPath } from './routes';

// The transaction types: each a tile on the Select Transaction Type page (seed 000, "Select Transaction
// Type page" and section 6) or an entry of its own, with its Digital/Physical chooser,
// /new-transaction/{type}, and the breadcrumb of that segment. The kinds a type leads to (one form, one
// confirm screen, one draft each) are declared in server/transactions/registry.ts.

/** A transaction type: a tile on the types page (or an entry of its own) and its Digital/Physical chooser. */
export interface TransactionType {
  type: string;
  /** The mode chooser's line and the breadcrumb of /new-transaction/{type}. */
  title: string;
  /** The breadcrumb, where it is shorter than the title. */
  crumb?: string;
  /** The tile on the types page; absent for types reached another way (NCT, eNACH). */
  tile?: { label: string; description: string; /** Offered to every investor, not only holders of the fund house's schemes. */ always: boolean };
  /** Where the Digital card leads. */
  digital: string;
  /** Which physical request the Physical card uploads, or null where there is no physical mode. */
  physical: PhygitalRequestType | null;
}

export const TRANSACTION_TYPES_LIST = [
  { type: 'nfo-new-purchase', title: 'New Purchase', tile: { label: 'New Purchase + SIP (new folio)', description: 'Invest a lumpsum in a new folio.', always: true }, digital: transactPath('nfo-new-purchase'), physical: 'new' },
  { type: 'sip', title: 'SIP', tile: { label: 'SIP', description: 'Register a systematic investment plan.', always: true }, digital: SIP_MODES, physical: 'isip' },
  { type: 'additional-purchase', title: 'Additional Purchase', tile: { label: 'Additional Purchase', description: 'Invest more in an existing folio.', always: false }, digital: transactPath('additional-purchase'), physical: 'add' },
  { type: 'redemption', title: 'Redemption', tile: { label: 'Redemption', description: 'Redeem units or an amount.', always: false }, digital: transactPath('redemption'), physical: 'red' },
  { type: 'switch', title: 'Switch', tile: { label: 'Switch', description: 'Move an investment to another scheme.', always: false }, digital: transactPath('switch'), physical: 'swop' },
  { type: 'stp', title: 'STP', tile: { label: 'STP', description: 'Transfer systematically to another scheme.', always: false }, digital: transactPath('stp'), physical: null },
  { type: 'swp', title: 'SWP', tile: { label: 'SWP', description: 'Withdraw systematically.', always: false }, digital: transactPath('swp'), physical: null },
  { type: 'sip-cancellation', title: 'SIP Pause/Cancellation', crumb: 'SIP Cancellation', tile: { label: 'Pause/Cancellation', description: 'Pause or cancel a SIP, STP or SWP.', always: false }, digital: transactPath('sip-cancellation'), physical: null },
  { type: 'nct-type', title: 'Non-Commercial Transaction', crumb: 'NCT', digital: transactPath('nct-type'), physical: null },
  { type: 'eNACH', title: 'eNACH', digital: transactPath('eNACH'), physical: null },
] as const satisfies readonly TransactionType[];

export type TransactionTypeKey = (typeof TRANSACTION_TYPES_LIST)[number]['type'];

const TYPES = new Map<string, TransactionType>(TRANSACTION_TYPES_LIST.map((t) => [t.type, t]));

export const transactionType = (type: string): TransactionType | null => TYPES.get(type) ?? null;

export const modeChooserPath = (type: string) => `${NEW_TRANSACTION}/${type}`;
export const physicalPath = (type: string) => `${NEW_TRANSACTION}/${type}/physical`;

/** The breadcrumb titles of the types' own segments (/new-transaction/{type}). */
export const TYPE_CRUMBS: Readonly<Record<string, string>> = Object.fromEntries(
  TRANSACTION_TYPES_LIST.map((t: TransactionType) => [t.type, t.crumb ?? t.title]),
);

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
