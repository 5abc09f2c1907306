'use client';

import useSWR from 'swr';
import type { DashboardNoticesResponse } from '@/app/api/dashboard/notices/route';
import { DASHBOARD_SWR } from './dashboard-swr';
import { getJson, type BffError } from './get-json';

/** New fund offers and banners whose date window holds today. */
export function useDashboardNotices() {
  return useSWR<DashboardNoticesResponse, BffError>('/api/dashboard/notices', getJson, DASHBOARD_SWR);
}
