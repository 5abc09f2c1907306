import type { OrderCheckResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { checkDraftOrder } from '@/server/services/order-check';
import { requireFlowPan } from '@/server/services/transaction-flow';
import { flowQuery, kindParams, requireKind } from '@/server/transactions/route-input';

/**
 * GET ?f=…: what the registrar would hold against the kind's submitted draft for the flow's investor,
 * asked once by the summary while it shows, each problem with its fix.
 */
export const GET = withSession({ params: kindParams, query: flowQuery }, async ({ params, query }, auth): Promise<OrderCheckResponse> => {
  const kind = requireKind(params.kind);
  const pan = await requireFlowPan(query.f, auth.session.userId);
  return checkDraftOrder(auth, kind, pan, query.f ?? '');
});
