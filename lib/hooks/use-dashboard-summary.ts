'use client';

import useSWR from 'swr';
import type { DashboardSummaryResponse } from '@/app/api/dashboard/summary/route';
import { DASHBOARD_SWR } from './dashboard-swr';
import { getJson, type BffError } from './get-json';

/** Counts, book totals, asset-class slices, per-fund investors and brokerage (Dist_Dashboard). */
export function useDashboardSummary() {
  return useSWR<DashboardSummaryResponse, BffError>('/api/dashboard/summary', getJson, DASHBOARD_SWR);
}
