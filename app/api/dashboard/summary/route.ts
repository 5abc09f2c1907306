import type { DashboardSummaryResponse } from '@/lib/api/dashboard';
import { withSession } from '@/server/http/handler';
import { getDashboardSummary } from '@/server/services/dashboard/dashboard';

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<DashboardSummaryResponse> => getDashboardSummary(auth));
