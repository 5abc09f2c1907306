'use client';

import { usePathname } from 'next/navigation';

/**
 * Where a form goes when it is submitted before the page's scripts run (still loading, or turned off):
 * a POST to a page that says nothing was sent. Without it the browser would GET the page again with
 * every field in the address bar, and so in the history and in any access log in front.
 */
export function useNoScriptSubmit() {
  const back = usePathname();
  return { method: 'post', action: `/api/auth/no-script?back=${encodeURIComponent(back)}` } as const;
}
