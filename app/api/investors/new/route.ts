import type { NewInvestorResponse } from '@/lib/api/investors';
import { newInvestorSchema } from '@/lib/forms/investors/investor-search';
import { withSession } from '@/server/http/handler';
import { checkNewInvestor } from '@/server/services/investors/investor-search';

/** POST: the New Investor tab's PAN check: existing investor, new KYC-clear investor, or the KYC prompt. */
export const POST = withSession({ needs: 'initiate', body: newInvestorSchema }, async ({ body: { pan } }, auth): Promise<NewInvestorResponse> => {
  return checkNewInvestor(auth, pan);
});
