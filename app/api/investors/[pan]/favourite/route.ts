import { favouriteBody } from '@/lib/api/investor-bodies';
import type { FavouriteResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { z } from 'zod';

const panParams = z.object({ pan: z.string() });
import { panFromRoute, setFavourite } from '@/server/services/investors';

/** PUT { favourite }: the state wanted. 409 with the seed's message when it already is so. */
export const PUT = withSession({ params: panParams, body: favouriteBody }, async ({ params, body }, auth): Promise<FavouriteResponse> => {
  return setFavourite(auth, panFromRoute(params.pan), body.favourite);
});
