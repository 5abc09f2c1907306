import type { MandateList } from '../api/mandates';

// Where the SIP modes and their mandate lists are; apart from their tiles and texts (./modes.ts), because
// a SIP form links back to its list and ships none of those words.

export const MODES_PATH = '/new-transaction/sip/digital/modes';
export const MANDATE_LIST_PATHS: Readonly<Record<MandateList, string>> = {
  enach: `${MODES_PATH}/enach-folios`,
  upi: `${MODES_PATH}/upi-folios`,
  otm: `${MODES_PATH}/otm-with-isip`,
};
export const LIVE_SIP_PATH = `${MODES_PATH}/select-live-sip`;
export const ISIP_PATH = '/new-transaction/sip/digital/transact';
