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
