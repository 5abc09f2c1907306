'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { DASHBOARD_API, type PosterStateResponse } from '@/lib/api/dashboard';
import { DASHBOARD_SWR } from './dashboard-swr';

/** Whether the distributor has seen the regulatory poster (kept in the portal store, per distributor). */
export function usePosterState() {
  return useSWR<PosterStateResponse, BffError>(DASHBOARD_API.poster, bffData, DASHBOARD_SWR);
}
