'use client';

import useSWR from 'swr';
import type { FrequentReportsResponse } from '@/app/api/dashboard/frequent-reports/route';
import { DASHBOARD_SWR } from './dashboard-swr';
import { getJson, type BffError } from './get-json';

/** The mail-back reports the distributor asks for most. */
export function useFrequentReports() {
  return useSWR<FrequentReportsResponse, BffError>('/api/dashboard/frequent-reports', getJson, DASHBOARD_SWR);
}
