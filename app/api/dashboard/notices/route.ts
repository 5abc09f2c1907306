import type { DashboardNoticesResponse } from '@/lib/api/dashboard';
import { withSession } from '@/server/http/handler';
import { getDashboardNotices } from '@/server/services/dashboard/dashboard';

export const GET = withSession({ needs: 'read' }, async (_input, auth): Promise<DashboardNoticesResponse> => getDashboardNotices(auth));
