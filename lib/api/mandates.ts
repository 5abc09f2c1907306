import type { MandateMode } from '../transactions/chosen-mandate';

// The mandate screens' BFF contract: the lists per folio, the selection the SIP form reads, and the
// banks and checks of a registration.

export const MANDATE_LISTS = ['enach', 'upi', 'otm'] as const;
export type MandateList = (typeof MANDATE_LISTS)[number];

const withFlow = (path: string, f: string, more: Record<string, string> = {}) => `${path}?${new URLSearchParams({ f, ...more })}`;

/** GET: one folio's mandates of a list. */
export const mandatesPath = (f: string, list: MandateList, acno: string) => withFlow('/api/mandates', f, { list, acno });
/** POST { mode, acno, umrn }: keeps the selected mandate on the server; answers the SIP form's address. */
export const mandateChoicePath = (f: string) => withFlow('/api/mandates/choice', f);
/** GET: a folio's banks for an e-mandate, each with whether the registrar takes e-mandates on it. */
export const mandateBanksPath = (f: string, acno: string) => withFlow('/api/mandates/banks', f, { acno });

export interface MandateView {
  mode: MandateMode;
  acno: string;
  /** The row's identity: the UMRN once active, the registration's reference while pending. */
  key: string;
  /** Empty while the registration awaits the investor. */
  umrn: string;
  /** Only an active mandate can carry a SIP; a pending one is listed so the distributor sees it is on its way. */
  status: 'Active' | 'Pending';
  bankName: string;
  /** Masked but the last four digits. */
  accountNo: string;
  ifsc: string;
  /** DD/MM/YYYY */
  startDate: string;
  endDate: string;
  /** Rupees. */
  maxAmount: number;
  /** The maximum less the live SIP instalments already drawing on it. */
  headroom: number;
  /** Ends within a year: instalments after its end will bounce. */
  endsSoon: boolean;
}

export type MandatesResponse = { mandates: MandateView[] };
export type MandateChoiceResponse = { next: string };

export interface MandateBank {
  /** The account masked but the last four: what the form sends back. */
  value: string;
  label: string;
  ifsc: string;
  /** Whether the registrar's bank check answered Success. */
  valid: boolean;
}
export type MandateBanksResponse = { banks: MandateBank[] };
