import { ACTION_NEEDS } from '@/lib/api/action-needs';
import { NextResponse } from 'next/server';
import { trailExportSchema } from '@/lib/forms/tracker/trail-export';
import { withSession } from '@/server/http/handler';
import { trailCsv } from '@/server/services/tracker/trail-export';

// The firm's admin exports the trail for a period for their own compliance. A POST: the period stays out
// of addresses and logs, and the answer is the file itself, streamed as the store is read.

/** POST /api/tracker/export: every row of the firm's trail from `from` to `to` (DD/MM/YYYY), as CSV. */
export const POST = withSession({ needs: ACTION_NEEDS.exportTrail, body: trailExportSchema }, async ({ body }, auth) => {
  const file = await trailCsv(auth, body);
  return new NextResponse(file.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.name}"`,
      'cache-control': 'no-store',
    },
  });
});
