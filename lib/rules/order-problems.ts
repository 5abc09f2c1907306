import { debitFreezeProblem } from './debit-freeze';
import { ekycLimitProblem } from './ekyc-limit';
import { euinCertificationProblem } from './euin-certification';
import { folioContactProblems, type DistributorContacts, type FolioContacts } from './folio-contacts';
import { kycProblem, type KycStatus } from './kyc-validation';
import { mandateFitProblems, type TopUpPlan } from './mandate-limits';
import { navNotice } from './nav-cut-off';
import type { MarketCalendar } from './working-days';
import { nominationProblem, type NominationChoice } from './nomination';
import type { OrderKind, RegistrarProblem } from './registrar-problem';
import { schemeSuspensionProblem } from './scheme-suspension';
import type { CalendarDay } from '../dates';

// Every problem the registrar holds against one order, from the facts it keeps (the KRA's status, the
// investor's declarations, the folio's freeze, the scheme master, the EUIN register, the mandate) and its
// clock. The registrar's submits refuse with the first refusing problem; its check call answers them all.
// One function for both, so what the portal is told before Confirm is what the registrar does after it.

export interface OrderFacts {
  kind: OrderKind;
  /** The order makes a new folio (a new purchase or a SIP without a folio). */
  opensFolio: boolean;
  /** Holders of the folio the order makes or goes into. */
  holders: number;
  kycStatus: KycStatus;
  nomination: NominationChoice;
  /** The e-mail and mobile the order gives for the folio, with their family descriptions; null when it gives none. */
  contacts: FolioContacts | null;
  distributorContacts: DistributorContacts;
  otpEkyc: boolean;
  /** Rupees the investor put into the fund house this financial year, and what this order adds to it. */
  investedThisYear: number;
  adding: number;
  /** The debit freeze of the folio the order takes units out of. */
  folioFrozen: boolean;
  /** The subscription suspension of the scheme the order puts money into. */
  schemeSuspended: boolean;
  /** The EUIN named on the order (none when execution-only) and its certification's last day. */
  euin: { code: string; certifiedUntil: string | null } | null;
  /** The registrar's clock, and its IST day (YYYY-MM-DD). */
  now: Date;
  today: string;
  /** The category of the scheme whose NAV a one-off order takes (its cut-off); null when unknown. */
  navCategory: string | null;
  /** The registrar's market calendar, on which the NAV day after the cut-off is counted. */
  calendar: MarketCalendar;
  /** A SIP drawn on a mandate: the SIP's and the mandate's amounts and dates. */
  mandate: {
    sip: { amount: number; topUp: TopUpPlan | null; start: CalendarDay; end: CalendarDay };
    mandate: { max: number; start: CalendarDay; end: CalendarDay };
  } | null;
}

const present = <T>(x: T | null): x is T => x !== null;

export function orderProblems(f: OrderFacts): RegistrarProblem[] {
  return [
    kycProblem(f.kycStatus, f.opensFolio),
    nominationProblem(f),
    ...(f.contacts ? folioContactProblems(f.contacts, f.distributorContacts) : []),
    f.kind === 'purchase' || f.kind === 'sip' ? ekycLimitProblem(f) : null,
    debitFreezeProblem(f.kind, f.folioFrozen),
    ...(f.mandate ? mandateFitProblems(f.mandate.sip, f.mandate.mandate) : []),
    schemeSuspensionProblem(f.kind, f.schemeSuspended),
    f.euin ? euinCertificationProblem(f.euin.code, f.euin.certifiedUntil, f.today) : null,
    navNotice(f.kind, f.navCategory, f.now, f.calendar),
  ].filter(present);
}
