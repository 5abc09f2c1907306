import { z } from 'zod';
import type { InvestorTypeResponse } from '@/lib/api/dashboard-lists';
import { FUND_CODE_PATTERN } from '@/lib/drilldowns/investor-types';
import { pageNumber } from '@/lib/drilldowns/paging';
import { withSession } from '@/server/http/handler';
import { investorTypePage } from '@/server/services/dashboard/investor-types';

const query = z.object({
  tab: z.enum(['New', 'Inactive', 'Active'], { message: 'Choose New, Inactive or Active.' }),
  fund: z.string().regex(FUND_CODE_PATTERN, { message: 'Choose a fund.' }).optional(),
  page: z.string().optional(),
});

/** GET ?tab=New|Inactive|Active&fund=<code>&page=n: one page of the fund's investors of that type. */
export const GET = withSession({ needs: 'read', query }, async ({ query: { tab, fund, page } }, auth): Promise<InvestorTypeResponse> => {
  return investorTypePage(auth, { tab, fund: fund ?? null, page: pageNumber(page) });
});
