import type { EarningsResponse } from '@/lib/api/reports';
import { withSession } from '@/server/http/handler';
import { getEarnings } from '@/server/services/reports/reports';

/** GET: the brokerage of the last six months, newest first, with the additional incentives paid with it. */
export const GET = withSession({ needs: 'earnings' }, async (_input, auth): Promise<EarningsResponse> => getEarnings(auth));
