'use client';

import { DASHBOARD_API, type DashboardSummaryResponse } from '@/lib/api/dashboard';
import { useDashboardRead } from './DashboardData';

/** Counts, book totals, asset-class slices, per-fund investors and brokerage (Dist_Dashboard). */
export function useDashboardSummary() {
  return useDashboardRead<DashboardSummaryResponse>(DASHBOARD_API.summary);
}
