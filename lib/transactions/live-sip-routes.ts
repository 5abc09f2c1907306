import { flowHref } from './routes';

// The live-SIP change screens (seed 002 section 2.1), under the SIP's digital modes.

const MODES = '/new-transaction/sip/digital/modes';
export const SELECT_LIVE_SIP = `${MODES}/select-live-sip`;
export const SIP_TOPUP = `${MODES}/sipTopup`;
export const SIP_MODIFICATION = `${MODES}/sipModification`;

export const SELECT_LIVE_SIP_TITLE = 'Select Live SIP';
export const SIP_TOPUP_TITLE = 'SIP TOP-UP';

/** The top-up form of one SIP, in the flow: the SIP's number is no personal data. */
export const topupHref = (f: string, ihno: string) => `${flowHref(SIP_TOPUP, f)}&sip=${encodeURIComponent(ihno)}`;

/** The modification form of one SIP, in the flow. */
export const modificationHref = (f: string, ihno: string) => `${flowHref(SIP_MODIFICATION, f)}&sip=${encodeURIComponent(ihno)}`;
export const NEW_TRANSACTION = '/new-transaction';
