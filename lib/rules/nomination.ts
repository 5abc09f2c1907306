import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// SEBI's nomination rule for folios: a new folio held by one person needs nominees or the investor's
// explicit declaration opting out of nomination. Joint folios and existing folios are not held to it
// here. Zod-free.

export const NOMINATION_CHOICES = ['nominees', 'opted-out', 'none'] as const;
export type NominationChoice = (typeof NOMINATION_CHOICES)[number];

export const NOMINATION_CODE = REFUSALS.nomination.code;
export const NOMINATION_MESSAGE = 'A new single-holder folio needs nominees or the investor\'s declaration opting out of nomination';

export function nominationProblem(f: { opensFolio: boolean; holders: number; nomination: NominationChoice }): RegistrarProblem | null {
  if (!f.opensFolio || f.holders !== 1 || f.nomination !== 'none') return null;
  return refusalOf(NOMINATION_CODE, NOMINATION_MESSAGE);
}

/** Whether a folio's nomination names nominees (an empty list is the wish not to nominate). */
export const nominates = (n: { wishNotToNominate: boolean; nominees: readonly unknown[] }) => !n.wishNotToNominate && n.nominees.length > 0;

/** How a summary says a new folio's nomination: each nominee with their share, or the opt-out. */
export const NOMINATION_OPTED_OUT = 'The investor does not wish to nominate';
export function nominationText(nominees: readonly { name: string; sharePercentage: number | string }[]): string {
  return nominees.length === 0 ? NOMINATION_OPTED_OUT : nominees.map((n) => `${n.name.trim()} (${Number(n.sharePercentage)}%)`).join(', ');
}
/** Said above the nomination on an order that opens the investor's first folio without one on record. */
export const NOMINATION_ASKED_TEXT = 'The registrar holds no nomination for this investor. Add the new folio\'s nominees, or tick that the investor does not wish to nominate; the investor confirms it with the OTP.';
/** The registrar's refusal of an order naming nominees it did not save for that investor. */
export const NOMINEES_NOT_SAVED_MESSAGE = 'The nominee details were not saved for this investor';
