import type { InvestorProblemsResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { investorProblemsView } from '@/server/services/investor-problems';
import { panFromRoute } from '@/server/services/investors';
import { z } from 'zod';

const panParams = z.object({ pan: z.string() });

export const GET = withSession({ params: panParams }, async ({ params }, auth): Promise<InvestorProblemsResponse> => {
  return investorProblemsView(auth, panFromRoute(params.pan));
});
