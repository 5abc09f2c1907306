import type { FamilyCode } from './contact';
import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// AMFI's rule for folios since 2022: a folio's e-mail or mobile may not be the distributor's own, one of
// its EUIN holders' or one of its team's (the firm's people, issue 43), unless the investor declares the family relation the seeds list (the contact
// is then a spouse's, a parent's, a child's, a sibling's or a guardian's). "Self" is no such relation.
// Zod-free.

/** The family descriptions under which a contact may be shared with the distributor. */
export const FAMILY_RELATIONS: readonly FamilyCode[] = ['SP', 'DC', 'DS', 'DP', 'GD'];

export const FOLIO_CONTACT_CODES = { email: REFUSALS.contactEmail.code, mobile: REFUSALS.contactMobile.code } as const;

export const FOLIO_CONTACT_MESSAGES = {
  email: 'The e-mail belongs to the distributor, one of its EUIN holders or a member of its team: give the investor\'s own, or declare the family relation',
  mobile: 'The mobile number belongs to the distributor, one of its EUIN holders or a member of its team: give the investor\'s own, or declare the family relation',
} as const;

export interface FolioContacts {
  email: string;
  mobile: string;
  emailFlag: string;
  mobileFlag: string;
}

/** The e-mails and mobiles of the distributor, its EUIN holders and its team, as the registrar's records hold them. */
export interface DistributorContacts {
  emails: readonly string[];
  mobiles: readonly string[];
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
// The registrar keeps a mobile's last ten digits; +91 or a leading 0 does not make another number.
const sameMobile = (a: string, b: string) => a.replace(/\D/g, '').slice(-10) === b.replace(/\D/g, '').slice(-10);
const declared = (flag: string) => (FAMILY_RELATIONS as readonly string[]).includes(flag.trim().toUpperCase());

export function folioContactProblems(c: FolioContacts, theirs: DistributorContacts): RegistrarProblem[] {
  const problems: RegistrarProblem[] = [];
  if (c.email.trim() && !declared(c.emailFlag) && theirs.emails.some((e) => e.trim() && sameEmail(e, c.email))) {
    problems.push(refusalOf(FOLIO_CONTACT_CODES.email, FOLIO_CONTACT_MESSAGES.email));
  }
  if (c.mobile.trim() && !declared(c.mobileFlag) && theirs.mobiles.some((m) => m.trim() && sameMobile(m, c.mobile))) {
    problems.push(refusalOf(FOLIO_CONTACT_CODES.mobile, FOLIO_CONTACT_MESSAGES.mobile));
  }
  return problems;
}
