import { withSession } from '@/server/http/handler';
import { investorDetail, type InvestorDetail } from '@/server/services/investor-detail';
import { panFromRoute } from '@/server/services/investors';

export type InvestorDetailResponse = InvestorDetail;

export const GET = withSession<InvestorDetailResponse, { pan: string }>(async (_req, auth, params) => {
  return investorDetail(auth, panFromRoute(params.pan));
});
