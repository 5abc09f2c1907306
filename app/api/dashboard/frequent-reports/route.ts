import type { FrequentReportsResponse } from '@/lib/api/dashboard';
import { withSession } from '@/server/http/handler';
import { getFrequentReports } from '@/server/services/dashboard/dashboard';

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<FrequentReportsResponse> => ({ reports: await getFrequentReports(auth) }));
