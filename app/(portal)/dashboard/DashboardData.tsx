'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { BffError } from '@/components/bff/client';
import { BffReadCache, useBff, type BffRead } from '@/components/bff/use-bff';

export interface FailedRead {
  status: number;
  message: string;
}

type Failures = { failed: Readonly<Record<string, FailedRead>>; retry: (key: string) => void };
const FailuresContext = createContext<Failures | null>(null);

/**
 * The dashboard's figures as the server read them for this visit, handed to the reads so the first paint
 * has them and the browser does not ask again. A cache of its own per visit, so coming back to the
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
  const [retried, setRetried] = useState<ReadonlySet<string>>(new Set());
  const retry = useCallback((key: string) => setRetried((s) => new Set(s).add(key)), []);
  const failures = useMemo(
    () => ({ failed: Object.fromEntries(Object.entries(failed).filter(([key]) => !retried.has(key))), retry }),
    [failed, retried, retry],
  );
  return (
    <FailuresContext.Provider value={failures}>
      <BffReadCache fallback={fallback}>{children}</BffReadCache>
    </FailuresContext.Provider>
  );
}

/** A dashboard read, starting from the server's answer or its failure when there is one. */
export function useDashboardRead<T>(key: string): BffRead<T> {
  const failures = useContext(FailuresContext);
  const failure = failures?.failed[key];
  const read = useBff<T>(failure ? null : key);
  const error = useMemo(() => (failure ? new BffError(failure.status, failure.message) : null), [failure]);
  if (!failure || !failures || !error) return read;
  const retry = (async () => {
    failures.retry(key);
    return undefined;
  }) as BffRead<T>['mutate'];
  return { ...read, data: undefined, error: error.message, failure: error, mutate: retry };
}
