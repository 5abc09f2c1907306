import { favouriteBody } from '@/lib/api/investor-bodies';
import type { FavouriteResponse } from '@/lib/api/investors';
import { withSession } from '@/server/http/handler';
import { setFavourite } from '@/server/services/investors/investors';

/** PUT { pan, favourite }: the state wanted. 409 with the seed's message when it already is so. */
export const PUT = withSession({ needs: 'read', body: favouriteBody, investor: 'pan' }, async ({ body, investor }, auth): Promise<FavouriteResponse> => {
  return setFavourite(auth, investor.pan, body.favourite);
});
