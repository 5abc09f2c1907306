import { NextResponse } from 'next/server';
import { investorListExportSchema } from '@/lib/forms/investors/investor-list';
import { csvFileName } from '@/lib/tables/csv';
import { withSession } from '@/server/http/handler';
import { investorListCsv } from '@/server/services/investors/investors';

// A POST, so a searched PAN or name stays out of addresses and logs; the answer is the file itself.
const body = investorListExportSchema;

/** POST /api/investors/export: the list as shown (tab, search, order) as CSV, every row of it. */
export const POST = withSession({ needs: 'read', body }, async ({ body }, auth) => {
  const csv = await investorListCsv(auth, body);
  return new NextResponse(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName(`investors-${body.tab}`)}"`,
      'cache-control': 'no-store',
    },
  });
});
