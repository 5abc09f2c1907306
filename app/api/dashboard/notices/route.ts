import { withSession } from '@/server/http/handler';
import { getDashboardNotices } from '@/server/services/dashboard';
import type { DashboardNotices } from '@/server/services/dashboard-mapping';

export type DashboardNoticesResponse = DashboardNotices;

export const GET = withSession(async (_req, auth): Promise<DashboardNoticesResponse> => getDashboardNotices(auth));
