import type { Caller } from '../../router';
import { ownTaggingProblem } from '../../../lib/rules/team';

// The registrar's side of an Adviser's own codes (lib/rules/team.ts `ownTaggingProblem`, the rule the
// portal's forms and BFF hold too): every call that registers an order or a link with tagging asks here,
// so a hand-made request cannot name another EUIN or sub-broker code for an Adviser's order.

/** An order's tagging as a call carries it; each call names the fields its own way. */
export interface WireTagging {
  /** The EUIN the order names; null or '' when the order is declared execution-only. */
  euin: string | null;
  /**
   * The sub-broker code the order carries; undefined for a call that has no such field (the new investor's
   * application, the STP), whose orders take the member's own as the portal does.
   */
  subBroker?: string;
}

/**
 * The rule's words refusing an order whose tagging is not the signed-in member's own (the handler refuses
 * with them as it refuses any of its orders); null when it is, when the member's role fixes nothing, and for
 * the ARN holder (no member: nothing is read).
 */
export function ownTaggingRefusal(caller: Caller, order: WireTagging): string | null {
  const member = caller.member;
  if (!member) return null;
  const euin = order.euin?.trim() ?? '';
  const problem = ownTaggingProblem(member.role, member, {
    euinDeclaration: euin ? 'NO' : 'YES',
    euin,
    subBrokerCode: order.subBroker ?? member.subBroker,
  });
  return problem?.message ?? null;
}
