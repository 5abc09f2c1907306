'use client';

import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * The dashboard's figures as the server read them for this visit, handed to SWR so the first paint has
 * them and the browser does not ask again. A cache of its own per visit, so coming back to the
 * dashboard shows the new server read, not the last visit's; a read the server could not make is
 * absent here and fetched in the browser as before (with its own error and Try again).
 */
export function DashboardData({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  const [cache] = useState(() => new Map());
  return <SWRConfig value={{ provider: () => cache, fallback, revalidateIfStale: false }}>{children}</SWRConfig>;
}
