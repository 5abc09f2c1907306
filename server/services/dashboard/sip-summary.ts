import 'server-only';
import type { SipSummaryRow } from '@/lib/api/dashboard-lists';
import { PAGE_SIZE, type Page } from '@/lib/drilldowns/paging';
import type { SipList } from '@/lib/drilldowns/sip-summary';
import { formatRupees, parseAmount } from '@/lib/money';
import { env } from '../../env';
import { sipSummaryList } from '../../fundhouse/endpoints/dashboard-lists';
import { upstream } from '../../fundhouse/upstream';
import type { DistributorAuth } from '../../auth/session';

// The SIP summary lists (expiring next month, closed this month, clients with and without a SIP) of
// the distributor's book in the fund, a page at a time.

/** SIPType codes of seed 000 section 9. */
const SIP_TYPES: Record<string, string> = { '1': 'Nach', '2': 'UPI Autopay', '4': 'Physical Nach', '5': 'Physical UPI Autopay', '9': 'OTM' };

export async function sipSummaryPage(auth: DistributorAuth, list: SipList, page: number): Promise<Page<SipSummaryRow>> {
  const answer = await upstream(
    sipSummaryList,
    { AgentCode: auth.session.arn, customfund: env().FUND_CODE, ListType: list, PageNo: String(page), PageSize: String(PAGE_SIZE) },
    { token: auth.token },
  );
  const rows = answer.DtData.map((r, i) => {
    const amount = parseAmount(r.Amount);
    return {
      key: `${(page - 1) * PAGE_SIZE + i}-${r.pan}-${r.acno}`,
      investor: r.invname.trim(),
      pan: r.pan.trim(),
      scheme: r.funddesc.trim(),
      folio: r.acno.trim(),
      mobile: r.mobile?.trim() ?? '',
      email: r.email?.trim() ?? '',
      startDate: r.StartDate.trim(),
      endDate: r.EndDate.trim(),
      amount: amount === null ? '' : formatRupees(amount),
      mandate: SIP_TYPES[r.SIPType.trim()] ?? '',
      sips: r.SipCount?.trim() ?? '',
    };
  });
  return { rows, page, pageSize: PAGE_SIZE, total: Number(answer.Table1[0]?.TotalCount) || 0 };
}
