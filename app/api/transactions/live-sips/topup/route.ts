import type { TopupResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { saveTopup, topupBody } from '@/server/services/sip-changes';
import { requireFlowPan } from '@/server/services/transaction-flow';
import { flowQuery } from '@/server/transactions/route-input';

/**
 * POST ?f=… with the SIP's number and the top-up: checked again against the registrar's record of the
 * SIP, then /SIPSaveTopup. A repeat with the same Idempotency-Key replays the first answer; one whose
 * answer was lost is checked with the registrar under the same reference (202 while it is).
 */
export const POST = withSession({ query: flowQuery, body: topupBody, idempotent: true, initiates: 'sip-topup' }, async ({ query, body }, auth): Promise<TopupResponse> => {
  const pan = await requireFlowPan(query.f, auth.session.userId);
  return saveTopup(auth, pan, body);
});
