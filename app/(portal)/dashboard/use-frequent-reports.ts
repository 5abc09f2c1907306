'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { DASHBOARD_API, type FrequentReportsResponse } from '@/lib/api/dashboard';
import { DASHBOARD_SWR } from './dashboard-swr';

/** The mail-back reports the distributor asks for most. */
export function useFrequentReports() {
  return useSWR<FrequentReportsResponse, BffError>(DASHBOARD_API.frequentReports, bffData, DASHBOARD_SWR);
}
