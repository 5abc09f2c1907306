import { formatIndian } from '../money';
import { debitFreezeProblem } from './debit-freeze';
import { ekycLimitProblem, OTP_EKYC_YEARLY_LIMIT } from './ekyc-limit';
import { FOLIO_CONTACT_CODES, FOLIO_CONTACT_MESSAGES } from './folio-contacts';
import { kycProblem, type KycStatus } from './kyc-validation';
import { nominationProblem, type NominationChoice } from './nomination';
import { refusalOf, type ProblemFix, type ProblemSeverity, type RegistrarProblem } from './registrar-problem';
import { BLOCK_TEXTS, type InvestorFacts } from './worklist';

// What stands in an investor's way, before any order: the worklist's own facts (KYC with the KRA, FATCA,
// contacts on record) and what the registrar holds against the investor's orders (the KYC status it
// keeps, the nomination, contacts that are the distributor's own, frozen folios, the OTP-based e-KYC
// cap). Where the registrar would refuse an order, the words are its refusal's, from the rule that
// refuses (lib/rules/*), so Today, the investor's page and the confirmation say the same. Zod-free.

/** What the registrar holds of an investor beyond the worklist's facts; each absent from an older registrar. */
export interface InvestorCompliance {
  kycStatus?: KycStatus;
  /** The nomination of the investor's single-holder folios. */
  nomination?: NominationChoice;
  /** The e-mail or mobile on record is the distributor's, one of its EUIN holders' or a team member's, with no family relation declared. */
  sharedEmail: boolean;
  sharedMobile: boolean;
  /** Folios the investor froze for debits. */
  frozenFolios: readonly string[];
  /** OTP-based e-KYC, with the rupees left this financial year; null when the KYC is a full one. */
  otpEkyc: { left: number } | null;
}

export const NO_COMPLIANCE: InvestorCompliance = { sharedEmail: false, sharedMobile: false, frozenFolios: [], otpEkyc: null };

export type InvestorProblemCode = 'kyc' | 'fatca' | 'contact' | 'nomination' | 'shared-contact' | 'debit-freeze' | 'ekyc-limit';

export interface InvestorProblem {
  code: InvestorProblemCode;
  text: string;
  /** 'info': nothing is refused yet (the e-KYC headroom); 'refuse': some or all orders are. */
  severity: ProblemSeverity;
  /** Where the distributor fixes it; null where no screen of the portal does (FATCA: the fund house's page). */
  fix: ProblemFix | null;
  /** The folio it is about, where it is one folio's (a debit freeze). */
  folio?: string;
}

export const INVESTOR_PROBLEM_TEXTS = {
  /** What an OTP-based e-KYC investor may still invest; at nothing left, the refusal's own words are shown. */
  ekycHeadroom: (left: number) =>
    `OTP-based e-KYC (at most ₹${formatIndian(OTP_EKYC_YEARLY_LIMIT)} a year in this fund house): ₹${formatIndian(left)} left this financial year`,
  /** A frozen folio's refusal, named. */
  frozenFolio: (folio: string, words: string) => `Folio ${folio}: ${words}`,
  none: 'Nothing stops this investor from transacting.',
} as const;

const of = (code: InvestorProblemCode, p: RegistrarProblem, folio?: string): InvestorProblem => ({
  code,
  text: folio ? INVESTOR_PROBLEM_TEXTS.frozenFolio(folio, p.words) : p.words,
  severity: p.severity,
  fix: p.fix,
  ...(folio ? { folio } : {}),
});

/** The KYC line: the fund house's "not compliant" first, then the registrar's status, else the KRA's hold. */
function kycLine(inv: InvestorFacts, c: InvestorCompliance): InvestorProblem | null {
  if (inv.kyc === 'Not compliant') return { code: 'kyc', text: BLOCK_TEXTS.kycNotCompliant, severity: 'refuse', fix: 'ekyc' };
  if (c.kycStatus) {
    // What the registrar holds against a new folio holds against the most an investor can do.
    const p = kycProblem(c.kycStatus, true);
    return p ? of('kyc', p) : null;
  }
  return inv.kyc === 'On hold' ? { code: 'kyc', text: BLOCK_TEXTS.kycOnHold, severity: 'refuse', fix: 'ekyc' } : null;
}

/** Why an investor cannot transact, or what the registrar holds against some of their orders (none: nothing). */
export function investorProblems(inv: InvestorFacts, c: InvestorCompliance = NO_COMPLIANCE): InvestorProblem[] {
  const problems: (InvestorProblem | null)[] = [
    kycLine(inv, c),
    inv.fatcaDone ? null : { code: 'fatca', text: BLOCK_TEXTS.fatca, severity: 'refuse', fix: null },
    inv.emailOnRecord ? null : { code: 'contact', text: BLOCK_TEXTS.noEmail, severity: 'refuse', fix: 'contact-update' },
    inv.mobileOnRecord ? null : { code: 'contact', text: BLOCK_TEXTS.noMobile, severity: 'refuse', fix: 'contact-update' },
  ];
  if (c.nomination) {
    const p = nominationProblem({ opensFolio: true, holders: 1, nomination: c.nomination });
    if (p) problems.push(of('nomination', p));
  }
  if (c.sharedEmail) problems.push(of('shared-contact', refusalOf(FOLIO_CONTACT_CODES.email, FOLIO_CONTACT_MESSAGES.email)));
  if (c.sharedMobile) problems.push(of('shared-contact', refusalOf(FOLIO_CONTACT_CODES.mobile, FOLIO_CONTACT_MESSAGES.mobile)));
  for (const folio of c.frozenFolios) {
    const p = debitFreezeProblem('redemption', true);
    if (p) problems.push(of('debit-freeze', p, folio));
  }
  if (c.otpEkyc) {
    const left = Math.max(0, c.otpEkyc.left);
    // Nothing left: any purchase or SIP is refused, in the refusal's words; else how much is left.
    const refused = ekycLimitProblem({ otpEkyc: true, investedThisYear: OTP_EKYC_YEARLY_LIMIT - left, adding: left + 1 });
    problems.push(
      left === 0 && refused
        ? of('ekyc-limit', refused)
        : { code: 'ekyc-limit', text: INVESTOR_PROBLEM_TEXTS.ekycHeadroom(left), severity: 'info', fix: 'ekyc' },
    );
  }
  return problems.filter((p): p is InvestorProblem => p !== null);
}
