'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import { TODAY_API, type TodayResponse } from '@/lib/api/today';

// Read on each visit and again on focus: an investor may approve, or a link lapse, while the page is open.
export function useToday() {
  return useSWR<TodayResponse, BffError>(TODAY_API, (url: string) => bffData<TodayResponse>(url), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}
