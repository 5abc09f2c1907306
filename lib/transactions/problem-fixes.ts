import type { ProblemFix } from '../rules/registrar-problem';
import { withMandateAmount } from './mandate-fix';
import { flowHref, MANDATE_FORMS, transactPath } from './routes';
import { modeChooserPath, transactionType } from './types';

// Where the portal sends the distributor to fix what the registrar holds against an order or an investor
// (lib/rules/registrar-problem.ts names the kind of fix; this says the screen and the words of its link).
// Made on the server, which knows the investor's PAN and flow token, so the browser is handed a link and
// never composes one from personal data.

/** A fix as shown beside a problem: a link to the screen that fixes it, or what to do when no screen can. */
export interface FixLink {
  label: string;
  /** Absent when nothing in the portal fixes it (the investor's own debit freeze). */
  href?: string;
}

export const FIX_LABELS = {
  ekyc: 'Start e-KYC for the investor',
  nomination: "Declare nominees or the opt-out on the new folio's order",
  contactUpdate: "Update the folio's e-mail or mobile (NCT)",
  mandate: 'Register a mandate that covers this SIP',
  existingFolio: 'Invest in an existing folio instead',
  executionOnly: 'Change the order: declare it execution-only',
  otherScheme: 'Change the order: choose another scheme',
  smallerAmount: 'Change the order: a smaller amount',
  investor: 'Only the investor can lift this, through MF Central; until then choose another folio.',
} as const;

/** New Transaction's own e-KYC form, the one the KYC prompt leads to (its address names the PAN: seed 000). */
export const ekycFormPath = (pan: string) => `/new-transaction/new-investor/ekyc/${encodeURIComponent(pan)}`;

/** The non-commercial transaction's form, where a folio's contacts are changed. */
const nctForm = () => transactionType('nct-type')?.digital ?? modeChooserPath('nct-type');

export interface FixPlace {
  pan: string;
  /** The investor's flow token. */
  f: string;
  /** The form the order was made on: where "change the order" goes back to. */
  formHref: string;
  /**
   * An order made over the steps of a journey (the new investor's): the step where each fix is made, in
   * place of the form or screen above (contacts on the applicant's step, the EUIN and scheme on the
   * scheme's). A fix without a step here leads where it does for any order.
   */
  steps?: Partial<Record<ProblemFix, string>>;
  /**
   * A SIP on a mandate: the registration its mandate fix opens (the mode's own; eNACH unless told) and
   * the amount it needs, which that form starts with.
   */
  mandate?: { kind: 'enach-mandate' | 'upi-mandate'; amount: number | null };
}

/** The words of a fix made on a journey's own step, where they differ from FIX_LABELS' (no NCT: the folio is not open yet). */
export const STEP_FIX_LABELS = {
  'contact-update': "Change the applicant's e-mail or mobile",
  nomination: 'Change the nominees or the opt-out',
  'existing-folio': "Complete the investor's e-KYC",
} as const satisfies Partial<Record<ProblemFix, string>>;

/** The link beside a problem, or null when the problem needs no fix (the NAV-day notice). */
export function fixLinkOf(fix: ProblemFix | string, at: FixPlace): FixLink | null {
  const step = at.steps?.[fix as ProblemFix];
  if (step) {
    const label = (STEP_FIX_LABELS as Partial<Record<string, string>>)[fix] ?? fixLinkOf(fix, { pan: at.pan, f: at.f, formHref: step })?.label;
    return label ? { label, href: step } : null;
  }
  switch (fix) {
    case 'ekyc':
      return { label: FIX_LABELS.ekyc, href: ekycFormPath(at.pan) };
    case 'nomination':
      // Only a new folio is held to it, and the order that opens it carries its own (the form asks).
      return { label: FIX_LABELS.nomination, href: at.formHref };
    case 'contact-update':
      return { label: FIX_LABELS.contactUpdate, href: flowHref(nctForm(), at.f) };
    case 'mandate':
      return { label: FIX_LABELS.mandate, href: withMandateAmount(flowHref(MANDATE_FORMS[at.mandate?.kind ?? 'enach-mandate'], at.f), at.mandate?.amount ?? null) };
    case 'existing-folio':
      return { label: FIX_LABELS.existingFolio, href: flowHref(transactPath('additional-purchase'), at.f) };
    case 'execution-only':
      return { label: FIX_LABELS.executionOnly, href: at.formHref };
    case 'other-scheme':
      return { label: FIX_LABELS.otherScheme, href: at.formHref };
    case 'smaller-amount':
      return { label: FIX_LABELS.smallerAmount, href: at.formHref };
    case 'investor':
      return { label: FIX_LABELS.investor };
    default:
      return null;
  }
}
