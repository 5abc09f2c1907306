import { z } from 'zod';
import { pageNumber, type Page } from '@/lib/drilldowns/paging';
import { SIP_LISTS } from '@/lib/drilldowns/sip-summary';
import { withSession } from '@/server/http/handler';
import { sipSummaryPage, type SipSummaryRow } from '@/server/services/sip-summary';

export type SipSummaryResponse = Page<SipSummaryRow>;

const query = z.object({ list: z.enum(SIP_LISTS, { message: 'Choose a SIP list.' }), page: z.string().optional() });

/** GET ?list=NEXTMONTH|CLOSED|CWS|CWOS&page=n: one page of a SIP summary list. */
export const GET = withSession(async (req, auth): Promise<SipSummaryResponse> => {
  const { list, page } = query.parse(Object.fromEntries(new URL(req.url).searchParams));
  return sipSummaryPage(auth, list, pageNumber(page));
});
