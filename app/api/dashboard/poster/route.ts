import type { PosterStateResponse } from '@/lib/api/dashboard';
import { withSession } from '@/server/http/handler';
import { getDb } from '@/server/store/db';
import { hasSeenPoster, markPosterSeen } from '@/server/store/poster';

// Whether the signed-in distributor has seen the regulatory poster; POST records that it was shown.

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<PosterStateResponse> => ({
  seen: await hasSeenPoster(await getDb(), auth.session.userId),
}));

export const POST = withSession({ needs: 'read' }, async (_input, auth): Promise<PosterStateResponse> => {
  await markPosterSeen(await getDb(), auth.session.userId);
  return { seen: true };
});
