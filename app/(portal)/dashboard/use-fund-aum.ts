'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { DASHBOARD_API, type FundAumResponse } from '@/lib/api/dashboard';
import { DASHBOARD_SWR } from './dashboard-swr';

/** The book's AUM in this fund house, per scheme. */
export function useFundAum() {
  return useSWR<FundAumResponse, BffError>(DASHBOARD_API.aum, bffData, DASHBOARD_SWR);
}
