// The live-SIP change screens' BFF contract (seed 002 sections 2.1 and 3): the paths they call and
// what each answers. Dates are DD/MM/YYYY, as the screens show them.

const withFlow = (path: string, f: string) => `${path}?f=${encodeURIComponent(f)}`;

/** POST { ihno, topUpFrequency, topUpAmount, topUpStartDate, topUpEndDate } (Idempotency-Key): registers the top-up. */
export const topupPath = (f: string) => withFlow('/api/transactions/live-sips/topup', f);

/** GET: the registrar's first and last instalment of a modified SIP (/ISIPModificationDates); installments empty for perpetual. */
export const modificationDatesPath = (f: string, q: { ihno: string; scheme: string; frequency: string; sipDay: string; installments: string }) =>
  `/api/transactions/live-sips/modification-dates?${new URLSearchParams({ f, ...q })}`;

/** DD/MM/YYYY. */
export type ModificationDatesResponse = { startDate: string; endDate: string };

/** A live SIP as the selection table and the change forms show it. */
export interface LiveSip {
  ihno: string;
  folio: string;
  scheme: string;
  plan: string;
  option: string;
  schemeName: string;
  category: string;
  urnStatus: string;
  umrn: string;
  /** 1 ENACH, 2 UPI AUTO PAY, 4 Physical Enach, 5 Physical UPI Autopay, 9 OTM, else ISIP. */
  sipType: string;
  sipTypeName: string;
  enachflag: string;
  amount: number;
  frequency: string;
  registeredOn: string;
  startDate: string;
  endDate: string;
  installments: number;
  installmentsLeft: number;
  mandateAmount: number | null;
  mandateEndDate: string | null;
  perpetual: boolean;
  /** A modification of it awaits the investor's approval. */
  modificationPending: boolean;
  /** Live, or Paused inside an approved pause. */
  status: 'Live' | 'Paused';
  /** The approved pause now or ahead (DD/MM/YYYY), or null. */
  pausedFrom: string | null;
  pausedTo: string | null;
  /** The top-up awaiting the investor's approval or in effect; null when none. */
  topup: { status: 'Pending' | 'Active'; frequency: 'H' | 'Y'; amount: number; startDate: string; endDate: string } | null;
}

export interface TopupResponse {
  refno: string;
}

/** GET: the days the SIP's pause may start on (GetSIPPauseDate). */
export const pauseDatesPath = (f: string, ihno: string) => `/api/transactions/plan-pause/dates?${new URLSearchParams({ f, ihno })}`;
/** GET: the registrar's end date of a pause of `count` instalments from `start` (PauseSIPEnddateDecider). */
export const pauseEndPath = (f: string, start: string, count: string) => `/api/transactions/plan-pause/end-date?${new URLSearchParams({ f, start, count })}`;

export type PauseDatesResponse = { dates: string[] };
export type PauseEndResponse = { endDate: string };

/** A SIP, STP or SWP record of the Pause/Cancellation screen; dates DD/MM/YYYY. */
export interface PlanRecord {
  ihno: string;
  folio: string;
  scheme: string;
  /** An STP's transfer-to scheme; '' for a SIP or SWP. */
  toScheme: string;
  codes: { scheme: string; plan: string; option: string };
  amount: number;
  trdate: string;
  fromDate: string;
  toDate: string;
  frequency: string;
  /** 'N': no pause for this SIP; otherwise it may pause now unless pauseError says why not. */
  pauseFlag: string;
  pauseError: string;
}
