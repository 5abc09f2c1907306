import type { NavGraphResponse } from '@/lib/api/nav';
import { navGraphQuerySchema } from '@/lib/forms/reports/nav-query';
import { withSession } from '@/server/http/handler';
import { z } from 'zod';

const graphQuery = z.object({ scheme: z.string().default(''), range: z.string().default('') }).pipe(navGraphQuerySchema);
import { navHistory } from '@/server/services/nav/nav';

export const GET = withSession({ needs: 'read', query: graphQuery }, async ({ query }, auth): Promise<NavGraphResponse> => {
  return { points: await navHistory(auth, query) };
});
