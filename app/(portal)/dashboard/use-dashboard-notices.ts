'use client';

import { DASHBOARD_API, type DashboardNoticesResponse } from '@/lib/api/dashboard';
import { useDashboardRead } from './DashboardData';

/** New fund offers and banners whose date window holds today. */
export function useDashboardNotices() {
  return useDashboardRead<DashboardNoticesResponse>(DASHBOARD_API.notices);
}
