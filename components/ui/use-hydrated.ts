'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page runs in the browser. The
 * drill-down lists render their tabs only then: headlessui's tab group puts a hidden focusable
 * sentinel button into server HTML that stays until hydration, which assistive technology (and axe)
 * would meet on a slow load. Their content is fetched in the browser anyway.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
