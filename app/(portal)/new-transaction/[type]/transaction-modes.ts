import type { PhygitalRequestType } from '@/lib/forms/physical-upload';

// The transaction types that open with the Digital/Physical choice (seed 001, "Mode chooser"): where
// the Digital card leads, and which physical request type, if any, the Physical card uploads.

export interface TransactionMode {
  title: string;
  digital: string;
  physical: PhygitalRequestType | null;
}

const digital = (type: string) => `/new-transaction/${type}/digital/transact`;

export const TRANSACTION_MODES: Readonly<Record<string, TransactionMode>> = {
  'nfo-new-purchase': { title: 'New Purchase', digital: digital('nfo-new-purchase'), physical: 'new' },
  'additional-purchase': { title: 'Additional Purchase', digital: digital('additional-purchase'), physical: 'add' },
  redemption: { title: 'Redemption', digital: digital('redemption'), physical: 'red' },
  switch: { title: 'Switch', digital: digital('switch'), physical: 'swop' },
  sip: { title: 'SIP', digital: '/new-transaction/sip/digital/modes', physical: 'isip' },
  swp: { title: 'SWP', digital: digital('swp'), physical: null },
  stp: { title: 'STP', digital: digital('stp'), physical: null },
  'sip-cancellation': { title: 'SIP Pause/Cancellation', digital: digital('sip-cancellation'), physical: null },
  'nct-type': { title: 'Non-Commercial Transaction', digital: digital('nct-type'), physical: null },
  eNACH: { title: 'eNACH', digital: digital('eNACH'), physical: null },
};

export function transactionMode(type: string): TransactionMode | null {
  return Object.hasOwn(TRANSACTION_MODES, type) ? TRANSACTION_MODES[type]! : null;
}

export const physicalPath = (type: string) => `/new-transaction/${type}/physical`;
