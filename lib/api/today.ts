import type { InvestorProblem } from '@/lib/rules/investor-problems';
import type { KycStatus } from '@/lib/rules/kyc-validation';
import type { KycState, SipRisk } from '@/lib/rules/worklist';
import type { TrailPerson } from '@/lib/rules/team-trail';
import type { FixLink } from '@/lib/transactions/problem-fixes';

// Today: what the distributor should do now, as the BFF answers it and the page shows it.

export const TODAY_API = '/api/today';
export const TODAY_EKYC_API = '/api/today/ekyc';
export const TODAY_HREF = '/today';

/** Today's four lists: the figure's words and the list's anchor on the page (the counts and the digest name them alike). */
export const TODAY_LISTS = [
  { key: 'links', label: 'Links expiring', anchor: 'today-links' },
  { key: 'sips', label: 'SIPs at risk', anchor: 'today-sips' },
  { key: 'investors', label: 'Investors who cannot transact', anchor: 'today-investors' },
  { key: 'mandates', label: 'Mandates to look at', anchor: 'today-mandates' },
] as const;

export interface TodayLink {
  /** The trail's row. */
  id: number;
  reference: string;
  investor: string;
  kindLabel: string;
  scheme: string;
  /** Whole rupees as entered, or ''. */
  amount: string;
  /** The units asked for (a redemption in units), or ''. */
  units: string;
  /** ISO 8601. */
  expiresAt: string;
  link: string;
  resendsLeft: number;
  /** ISO 8601: when the link last went (its last resend from here, else its entry, when the registrar mailed it). */
  lastSentAt: string;
  /** Who initiated it (the admin filters the list by it). */
  by: TrailPerson;
}

/** One of the firm's EUIN certifications lapsing within the window (lib/rules/team.ts), for the admin. */
export interface TodayLapsingEuin {
  euin: string;
  /** The holder's name on the register. */
  holder: string;
  /** The member carrying the EUIN, '' when none does. */
  member: string;
  /** DD/MM/YYYY: the certification's last day. */
  certifiedUntil: string;
  /** 0: today is its last day. */
  daysLeft: number;
}

export interface TodaySip {
  key: string;
  pan: string;
  investor: string;
  folio: string;
  scheme: string;
  amount: number;
  frequency: string;
  /** DD/MM/YYYY. */
  endDate: string;
  risks: SipRisk[];
  /** The registrar cancelled it recently: the fix is a new SIP (and a mandate that can pay). */
  lapsed: boolean;
  /** The transaction that registered it, whose page shows the cancellation; '' when none did. */
  registeredAs: string;
}

/** One thing in an investor's way, with the link (or the words) that fixes it; made on the server. */
export interface InvestorProblemView extends InvestorProblem {
  fixLink: FixLink | null;
}

export interface TodayInvestor {
  pan: string;
  investor: string;
  /** The KYC status as the registrar holds it when it says, else the KRA's word as the worklist gives it. */
  kyc: KycState | KycStatus;
  blocks: InvestorProblemView[];
  /** ISO 8601: when this distributor last sent the investor the e-KYC link; null when never. */
  ekycSentAt: string | null;
}

export interface TodayMandate {
  key: string;
  pan: string;
  investor: string;
  folio: string;
  kind: string;
  bankName: string;
  umrn: string;
  status: 'Pending' | 'Active';
  /** DD/MM/YYYY. */
  endDate: string;
  maxAmount: number;
  /** What is left once the SIPs drawing on it are paid, from today to its end. */
  headroom: number;
  notes: string[];
}

export interface TodayResponse {
  /** The registrar's clock (ISO 8601): countdowns run from it. */
  now: string;
  links: TodayLink[];
  /** The links' states could not be read just now: they are as last known. */
  linksStale: boolean;
  /** Null where the registrar offers no book-wide read (see `partial`). */
  sips: TodaySip[] | null;
  investors: TodayInvestor[];
  mandates: TodayMandate[] | null;
  /** The registrar lacks the book-wide read: investors were asked one by one, SIPs and mandates are per investor only. */
  partial: boolean;
  /** Where the investor updates FATCA (the fund house's page). */
  fatcaUrl: string;
  /** The firm's admin may show one person's links only; absent for anyone else. */
  choosesPerson?: boolean;
  /**
   * For the firm's admin: the EUIN certifications about to lapse, soonest first; null when they could not
   * be read just now. Absent for anyone else, and where the registrar keeps no such list.
   */
  lapsingEuins?: TodayLapsingEuin[] | null;
}

export type TodayEkycRequest = { pan: string };
export type TodayEkycResponse = { message: string };
