import type { InvestorListResponse } from '@/lib/api/investors';
import { investorPanSearchBodySchema, parseInvestorListQuery } from '@/lib/forms/investors/investor-list';
import { HttpError, UNREADABLE_MESSAGE, withSession } from '@/server/http/handler';
import { investorListPage } from '@/server/services/investors/investors';

/** GET /api/investors?tab=A|FAV|R&name=&offset=&limit=&sort=&fresh=1: one page of one tab, never the whole book. */
export const GET = withSession({ needs: 'read' }, async ({ req }, auth): Promise<InvestorListResponse> => {
  const params = new URL(req.url).searchParams;
  // A PAN never travels in the address, where an access log would keep it: its search is posted.
  if (params.getAll('pan').some((v) => v.trim())) throw new HttpError(400, { message: UNREADABLE_MESSAGE });
  return investorListPage(auth, parseInvestorListQuery(params));
});

/** POST InvestorPanSearch { tab, pan, offset?, limit?, sort?, fresh? }: the PAN search, a page at a time as the GET answers. */
export const POST = withSession({ needs: 'read', body: investorPanSearchBodySchema }, async ({ body: query }, auth): Promise<InvestorListResponse> => {
  return investorListPage(auth, query);
});
