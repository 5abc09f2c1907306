'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { DASHBOARD_API, type DashboardNoticesResponse } from '@/lib/api/dashboard';
import { DASHBOARD_SWR } from './dashboard-swr';

/** New fund offers and banners whose date window holds today. */
export function useDashboardNotices() {
  return useSWR<DashboardNoticesResponse, BffError>(DASHBOARD_API.notices, bffData, DASHBOARD_SWR);
}
