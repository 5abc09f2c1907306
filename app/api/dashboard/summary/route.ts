import { withSession } from '@/server/http/handler';
import { getDashboardSummary } from '@/server/services/dashboard';
import type { DashboardSummary } from '@/server/services/dashboard-mapping';

export type DashboardSummaryResponse = DashboardSummary;

export const GET = withSession(async (_req, auth): Promise<DashboardSummaryResponse> => getDashboardSummary(auth));
