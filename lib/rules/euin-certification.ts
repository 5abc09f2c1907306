import { REFUSALS, refusalOf, type RegistrarProblem } from './registrar-problem';

// An EUIN is the employee's NISM certification; once it lapses the employee's code may not be named on
// an order. The order may still go as execution-only (the seeds' EUIN declaration: no advice given).
// Zod-free.

export const EUIN_LAPSED_CODE = REFUSALS.euinLapsed.code;
export const EUIN_LAPSED_MESSAGE = (euin: string) =>
  `The certification of EUIN ${euin} has lapsed: name another EUIN or declare the order execution-only`;

/** `certifiedUntil`: the last day (YYYY-MM-DD) of the certification, null when it has no end on record. */
export function euinCertificationProblem(euin: string, certifiedUntil: string | null, today: string): RegistrarProblem | null {
  if (certifiedUntil === null || certifiedUntil >= today) return null;
  return refusalOf(EUIN_LAPSED_CODE, EUIN_LAPSED_MESSAGE(euin));
}
