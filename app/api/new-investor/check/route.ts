import type { OrderCheckResponse } from '@/lib/api/transactions';
import { withSession } from '@/server/http/handler';
import { checkNewInvestorApplication } from '@/server/services/onboarding/new-investor-check';

/**
 * GET: what the registrar would hold against the application the journey's draft would submit, asked
 * once by the payment step while it shows, each refusal with the step that fixes it. The question is
 * made here from the journey's own draft, never from what the browser sends.
 */
export const GET = withSession({ needs: 'initiate' }, async (_input, auth): Promise<OrderCheckResponse> => checkNewInvestorApplication(auth));
