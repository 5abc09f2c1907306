import type { InvestorListResponse } from '@/lib/api/investors';
import { parseInvestorListQuery } from '@/lib/forms/investor-list';
import { withSession } from '@/server/http/handler';
import { investorListPage } from '@/server/services/investors';

/** GET /api/investors?tab=A|FAV|R&pan=|name=&offset=&limit=&fresh=1: one page of one tab, never the whole book. */
export const GET = withSession({}, async ({ req }, auth): Promise<InvestorListResponse> => {
  return investorListPage(auth, parseInvestorListQuery(new URL(req.url).searchParams));
});
