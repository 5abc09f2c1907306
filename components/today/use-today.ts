'use client';

import { useBff } from '@/components/bff/use-bff';
import { TODAY_API, type TodayResponse } from '@/lib/api/today';

// Read on each visit and again on focus: an investor may approve, or a link lapse, while the page is open.
export function useToday() {
  return useBff<TodayResponse>(TODAY_API, { revalidateOnFocus: true, revalidateOnReconnect: true });
}
