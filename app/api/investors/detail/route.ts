import type { InvestorDetailResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorDetail } from '@/server/services/investors/investor-detail';

/** POST { pan }: the investor's page, read afresh from the registrar; another book's PAN is not found. */
export const POST = withSession({ needs: 'read', investor: 'pan' }, async ({ investor }, auth): Promise<InvestorDetailResponse> => {
  return investorDetail(auth, investor.pan);
});
