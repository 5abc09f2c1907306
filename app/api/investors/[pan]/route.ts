import type { InvestorDetailResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorDetail } from '@/server/services/investor-detail';
import { z } from 'zod';

const panParams = z.object({ pan: z.string() });
import { panFromRoute } from '@/server/services/investors';

export const GET = withSession({ params: panParams }, async ({ params }, auth): Promise<InvestorDetailResponse> => {
  return investorDetail(auth, panFromRoute(params.pan));
});
