'use client';

import useSWR from 'swr';
import { bffData, type BffError } from '@/components/bff/client';
import {
  INVESTOR_API,
  type InvestorDetailResponse,
  type InvestorProblemsResponse,
  type InvestorRef,
  type UpcomingSipsResponse,
} from '@/lib/api/investors';

// One investor's detail and upcoming SIPs. No refetch on focus: the figures move once a day, and a
// refetch would also move the investor up the Recent list again. The PAN is posted, never put in the
// address; the key keeps one answer per call and PAN.

const CALM = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

const read = <T>([url, pan]: readonly [string, string]) => bffData<T>(url, { body: { pan } satisfies InvestorRef });

export function useInvestorDetail(pan: string) {
  return useSWR<InvestorDetailResponse, BffError, readonly [string, string]>([INVESTOR_API.detail, pan], read, CALM);
}

export function useUpcomingSips(pan: string) {
  return useSWR<UpcomingSipsResponse, BffError, readonly [string, string]>([INVESTOR_API.sips, pan], read, CALM);
}

/** What stops the investor from transacting, as Today lists it. */
export function useInvestorProblems(pan: string) {
  return useSWR<InvestorProblemsResponse, BffError, readonly [string, string]>([INVESTOR_API.problems, pan], read, CALM);
}
