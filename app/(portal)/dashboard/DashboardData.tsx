'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, type KeyedMutator, type SWRResponse } from 'swr';
import { bffData, BffError } from '@/components/bff/client';
import { DASHBOARD_SWR } from './dashboard-swr';

export interface FailedRead {
  status: number;
  message: string;
}

type Failures = { failed: Readonly<Record<string, FailedRead>>; retry: (key: string) => void };
const FailuresContext = createContext<Failures | null>(null);

/**
 * The dashboard's figures as the server read them for this visit, handed to SWR so the first paint has
 * them and the browser does not ask again. A cache of its own per visit, so coming back to the
 * dashboard shows the new server read, not the last visit's. A read that failed on the server is shown
 * as that section's error; its Try again makes the read from the browser.
 */
export function DashboardData({
  fallback,
  failed,
  children,
}: {
  fallback: Record<string, unknown>;
  failed: Record<string, FailedRead>;
  children: ReactNode;
}) {
  const [cache] = useState(() => new Map());
  const [retried, setRetried] = useState<ReadonlySet<string>>(new Set());
  const retry = useCallback((key: string) => setRetried((s) => new Set(s).add(key)), []);
  const failures = useMemo(
    () => ({ failed: Object.fromEntries(Object.entries(failed).filter(([key]) => !retried.has(key))), retry }),
    [failed, retried, retry],
  );
  return (
    <FailuresContext.Provider value={failures}>
      <SWRConfig value={{ provider: () => cache, fallback, revalidateIfStale: false }}>{children}</SWRConfig>
    </FailuresContext.Provider>
  );
}

/** A dashboard read through SWR, starting from the server's answer or its failure when there is one. */
export function useDashboardRead<T>(key: string): SWRResponse<T, BffError> {
  const failures = useContext(FailuresContext);
  const failure = failures?.failed[key];
  const swr = useSWR<T, BffError>(failure ? null : key, bffData, DASHBOARD_SWR);
  const error = useMemo(() => (failure ? new BffError(failure.status, failure.message) : undefined), [failure]);
  if (!failure || !failures) return swr;
  const retry = (async () => {
    failures.retry(key);
    return undefined;
  }) as KeyedMutator<T>;
  return { ...swr, data: undefined, error, mutate: retry };
}
