import { REFUSALS, refusalOf, type OrderKind, type RegistrarProblem } from './registrar-problem';

// A fund house may suspend fresh subscriptions to a scheme (the registrar's scheme master flags it):
// no purchase, SIP, switch-in or STP-in goes into it; what is already invested may still come out.
// Zod-free.

/** The orders that put money into the scheme they name. */
export const SUBSCRIBING_KINDS: readonly OrderKind[] = ['purchase', 'sip', 'switch', 'stp'];
export const SCHEME_SUSPENDED_CODE = REFUSALS.schemeSuspended.code;
export const SCHEME_SUSPENDED_MESSAGE = 'Subscriptions to this scheme are suspended: choose another scheme';

/** `suspended`: the flag of the scheme the order puts money into. */
export function schemeSuspensionProblem(kind: OrderKind, suspended: boolean): RegistrarProblem | null {
  return suspended && SUBSCRIBING_KINDS.includes(kind) ? refusalOf(SCHEME_SUSPENDED_CODE, SCHEME_SUSPENDED_MESSAGE) : null;
}
