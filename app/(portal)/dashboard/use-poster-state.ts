'use client';

import { useBff } from '@/components/bff/use-bff';
import { DASHBOARD_API, type PosterStateResponse } from '@/lib/api/dashboard';

/** Whether the distributor has seen the regulatory poster (kept in the portal store, per distributor). */
export function usePosterState() {
  return useBff<PosterStateResponse>(DASHBOARD_API.poster);
}
