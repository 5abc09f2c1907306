import type { TopupResponse } from '@/lib/api/sip-changes';
import { withSession } from '@/server/http/handler';
import { saveTopup, topupBody } from '@/server/services/sip/sip-changes';

/**
 * POST ?f=… with the SIP's number and the top-up: checked again against the registrar's record of the
 * SIP, then /SIPSaveTopup. A repeat with the same Idempotency-Key replays the first answer; one whose
 * answer was lost is checked with the registrar under the same reference (202 while it is).
 */
export const POST = withSession(
  { needs: 'initiate', body: topupBody, investor: 'flow', idempotent: true, initiates: 'sip-topup' },
  async ({ body, investor }, auth): Promise<TopupResponse> => saveTopup(auth, investor, body),
);
