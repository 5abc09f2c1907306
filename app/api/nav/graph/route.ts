import { navGraphQuerySchema } from '@/lib/forms/nav-query';
import type { NavPoint } from '@/lib/rules/nav';
import { withSession } from '@/server/http/handler';
import { navHistory } from '@/server/services/nav';

/** The scheme's NAVs over the range, oldest first (the graph's order; the table reverses it). */
export type NavGraphResponse = { points: NavPoint[] };

export const GET = withSession(async (req, auth): Promise<NavGraphResponse> => {
  const params = new URL(req.url).searchParams;
  const query = navGraphQuerySchema.parse({ scheme: params.get('scheme') ?? '', range: params.get('range') ?? '' });
  return { points: await navHistory(auth, query) };
});
