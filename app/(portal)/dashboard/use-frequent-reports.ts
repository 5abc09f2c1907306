'use client';

import { useBff } from '@/components/bff/use-bff';
import { DASHBOARD_API, type FrequentReportsResponse } from '@/lib/api/dashboard';

/** The mail-back reports the distributor asks for most. */
export function useFrequentReports() {
  return useBff<FrequentReportsResponse>(DASHBOARD_API.frequentReports);
}
