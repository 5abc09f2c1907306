import { z } from 'zod';
import { readJson, withSession } from '@/server/http/handler';
import { panFromRoute, setFavourite } from '@/server/services/investors';

export type FavouriteRequest = { favourite: boolean };
export type FavouriteResponse = { favourite: boolean };

const body = z.object({ favourite: z.boolean() });

/** PUT { favourite }: the state wanted. 409 with the seed's message when it already is so. */
export const PUT = withSession<FavouriteResponse, { pan: string }>(async (req, auth, params) => {
  const pan = panFromRoute(params.pan);
  const { favourite } = body.parse(await readJson(req));
  return setFavourite(auth, pan, favourite);
});
