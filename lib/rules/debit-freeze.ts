import { REFUSALS, refusalOf, type OrderKind, type RegistrarProblem } from './registrar-problem';

// SEBI's voluntary debit freeze (from 30 April 2026): an investor may lock a folio through MF Central,
// and the registrar then refuses whatever takes units out of it (redemption, switch-out, SWP, STP)
// until the investor unlocks it; purchases and SIPs still go in. Only the investor can lift it. Zod-free.

export const DEBIT_FREEZE_KINDS: readonly OrderKind[] = ['redemption', 'switch', 'swp', 'stp'];
export const DEBIT_FREEZE_CODE = REFUSALS.debitFreeze.code;
export const DEBIT_FREEZE_MESSAGE =
  'The investor has frozen debits from this folio: no redemption, switch, SWP or STP until the investor unlocks it through MF Central';

export function debitFreezeProblem(kind: OrderKind, frozen: boolean): RegistrarProblem | null {
  return frozen && DEBIT_FREEZE_KINDS.includes(kind) ? refusalOf(DEBIT_FREEZE_CODE, DEBIT_FREEZE_MESSAGE) : null;
}
