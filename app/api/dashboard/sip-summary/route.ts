import { z } from 'zod';
import type { SipSummaryResponse } from '@/lib/api/dashboard-lists';
import { pageNumber } from '@/lib/drilldowns/paging';
import { SIP_LISTS } from '@/lib/drilldowns/sip-summary';
import { withSession } from '@/server/http/handler';
import { sipSummaryPage } from '@/server/services/dashboard/sip-summary';

const query = z.object({ list: z.enum(SIP_LISTS, { message: 'Choose a SIP list.' }), page: z.string().optional() });

/** GET ?list=NEXTMONTH|CLOSED|CWS|CWOS&page=n: one page of a SIP summary list. */
export const GET = withSession({ needs: 'read', query }, async ({ query: { list, page } }, auth): Promise<SipSummaryResponse> => {
  return sipSummaryPage(auth, list, pageNumber(page));
});
