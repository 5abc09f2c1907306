import 'server-only';
import type { InvestorTypePage } from '@/lib/api/dashboard-lists';
import { PAGE_SIZE } from '@/lib/drilldowns/paging';
import type { InvestorTab } from '@/lib/drilldowns/investor-types';
import { env } from '../../env';
import { investorTypeList } from '../../fundhouse/endpoints/dashboard-lists';
import { upstream } from '../../fundhouse/upstream';
import type { DistributorAuth } from '../../auth/session';

// New, inactive and active investors of one fund house on the distributor's book: the people behind
// the dashboard's per-fund cards, a page at a time.

export async function investorTypePage(
  auth: DistributorAuth,
  query: { tab: InvestorTab; fund: string | null; page: number },
): Promise<InvestorTypePage> {
  const fund = query.fund ?? env().FUND_CODE;
  const answer = await upstream(
    investorTypeList,
    { AgentCode: auth.session.arn, customfund: env().FUND_CODE, Fund: fund, InvType: query.tab, PageNo: String(query.page), PageSize: String(PAGE_SIZE) },
    { token: auth.token },
  );
  const head = answer.Table1[0];
  return {
    fund,
    fundName: head?.FundName.trim() || answer.DtData[0]?.fund.trim() || fund,
    rows: answer.DtData.map((r) => ({ name: r.name.trim(), pan: r.pangir.trim(), mobile: r.mobile?.trim() ?? '', email: r.email?.trim() ?? '' })),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: Number(head?.TotalCount) || 0,
  };
}
