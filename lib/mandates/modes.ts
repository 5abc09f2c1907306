import type { MandateList } from '../api/mandates';
import { ISIP_PATH, LIVE_SIP_PATH, MANDATE_LIST_PATHS } from './paths';

// 'Select Mode of Registration' (seed 002 section 2.1, seed 000 section 2): the SIP tile's Digital card
// opens these tiles; each carries the flow's investor on (?f=).


export interface ModeTile {
  label: string;
  description: string;
  href: string;
}

export const MODE_TILES: readonly ModeTile[] = [
  { label: 'UPI Autopay', description: 'Register a SIP on a UPI Autopay mandate, or register a new one.', href: MANDATE_LIST_PATHS.upi },
  { label: 'Enach', description: 'Register a SIP on an eNACH mandate, or register a new one.', href: MANDATE_LIST_PATHS.enach },
  { label: 'Existing OTM', description: 'Register a SIP on an existing one-time mandate.', href: MANDATE_LIST_PATHS.otm },
  { label: 'SIP Topup', description: 'Add a top-up to a live SIP.', href: LIVE_SIP_PATH },
  { label: 'SIP Modification', description: 'Change a live SIP.', href: LIVE_SIP_PATH },
  { label: 'ISIP', description: 'Register a SIP in a new or an existing folio.', href: ISIP_PATH },
];

/** What each list is titled and says when a folio has none (seed 002 section 2.1). */
export const MANDATE_LIST_TEXTS: Readonly<Record<MandateList, { title: string; empty: string; link: string; registerHref: string | null }>> = {
  enach: {
    title: 'Summary of ENACH registered under the folio number',
    empty: 'There are no ENACH registered for selected Folio',
    link: 'Click here',
    registerHref: `${MANDATE_LIST_PATHS.enach}/eNACH`,
  },
  upi: {
    title: 'Summary of UPI Autopay registered under the folio number',
    empty: 'There are no UPI Autopay registered for selected Folio',
    link: 'Click here',
    registerHref: `${MANDATE_LIST_PATHS.upi}/upi`,
  },
  otm: {
    title: 'Summary of OTM registered under the folio number',
    empty: 'There are no OTM registered for selected Folio. Please',
    link: 'register an eNACH',
    registerHref: `${MANDATE_LIST_PATHS.enach}/eNACH`,
  },
};
