'use client';

import useSWR from 'swr';
import type { PosterStateResponse } from '@/app/api/dashboard/poster/route';
import { DASHBOARD_SWR } from './dashboard-swr';
import { getJson, type BffError } from './get-json';

/** Whether the distributor has seen the regulatory poster (kept in the portal store, per distributor). */
export function usePosterState() {
  return useSWR<PosterStateResponse, BffError>('/api/dashboard/poster', getJson, DASHBOARD_SWR);
}
