import type { OrderCheckResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { checkDraftOrder } from '@/server/services/transactions/order-check';
import { kindParams, requireKind } from '@/server/transactions/route-input';

/**
 * GET ?f=…: what the registrar would hold against the kind's submitted draft for the flow's investor,
 * asked once by the summary while it shows, each problem with its fix.
 */
export const GET = withSession({ needs: 'initiate', params: kindParams, investor: 'flow' }, async ({ params, investor }, auth): Promise<OrderCheckResponse> => {
  return checkDraftOrder(auth, requireKind(params.kind), investor);
});
