'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { DASHBOARD_API, type DashboardSummaryResponse } from '@/lib/api/dashboard';
import { DASHBOARD_SWR } from './dashboard-swr';

/** Counts, book totals, asset-class slices, per-fund investors and brokerage (Dist_Dashboard). */
export function useDashboardSummary() {
  return useSWR<DashboardSummaryResponse, BffError>(DASHBOARD_API.summary, bffData, DASHBOARD_SWR);
}
