'use client';

import useSWR from 'swr';
import type { FundAumResponse } from '@/app/api/dashboard/aum/route';
import { DASHBOARD_SWR } from './dashboard-swr';
import { getJson, type BffError } from './get-json';

/** The book's AUM in this fund house, per scheme. */
export function useFundAum() {
  return useSWR<FundAumResponse, BffError>('/api/dashboard/aum', getJson, DASHBOARD_SWR);
}
