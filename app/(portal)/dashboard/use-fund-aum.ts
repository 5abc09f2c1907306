'use client';

import { DASHBOARD_API, type FundAumResponse } from '@/lib/api/dashboard';
import { useDashboardRead } from './DashboardData';

/** The book's AUM in this fund house, per scheme. */
export function useFundAum() {
  return useDashboardRead<FundAumResponse>(DASHBOARD_API.aum);
}
