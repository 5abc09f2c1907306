import 'server-only';
import { roleOf } from '@/lib/auth/portal-session';
import { ownTaggingProblem, type OrderTagging } from '@/lib/rules/team';
import type { DistributorAuth } from '../auth/session';
import { fieldError } from '../http/handler';

/**
 * Refuses an order whose tagging is not the signed-in Adviser's own EUIN or sub-broker code, on the field
 * that carries it. The form shows them fixed; this is the check a hand-made request cannot pass.
 */
export function requireOwnTagging(auth: DistributorAuth, order: unknown): void {
  const member = auth.session.member;
  if (!member || typeof order !== 'object' || order === null || !('euinDeclaration' in order)) return;
  const problem = ownTaggingProblem(roleOf(auth.session), member, order as OrderTagging);
  if (problem) throw fieldError(problem.field, problem.message, 422);
}
