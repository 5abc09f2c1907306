import { z } from 'zod';
import type { InvestorDetailResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorDetail } from '@/server/services/investor-detail';
import { panFromRoute } from '@/server/services/investors';

const panParams = z.object({ pan: z.string() });

export const GET = withSession({ params: panParams }, async ({ params }, auth): Promise<InvestorDetailResponse> => {
  return investorDetail(auth, panFromRoute(params.pan));
});
