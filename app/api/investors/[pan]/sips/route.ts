import { withSession } from '@/server/http/handler';
import { investorSips, type UpcomingSip } from '@/server/services/investor-detail';
import { panFromRoute } from '@/server/services/investors';

export type UpcomingSipsResponse = { sips: UpcomingSip[] };

export const GET = withSession<UpcomingSipsResponse, { pan: string }>(async (_req, auth, params) => {
  return { sips: await investorSips(auth, panFromRoute(params.pan)) };
});
