import { withSession } from '@/server/http/handler';
import { getFrequentReports } from '@/server/services/dashboard';
import type { FrequentReport } from '@/server/services/dashboard-mapping';

export type FrequentReportsResponse = { reports: FrequentReport[] };

export const GET = withSession(async (_req, auth): Promise<FrequentReportsResponse> => ({ reports: await getFrequentReports(auth) }));
