'use client';

import { useEffect } from 'react';

/**
 * Puts the flow's sealed token into the address in place of a PAN typed into it (or of none, when the
 * investor came from the list), without loading the page again: reloads and bookmarks then carry the
 * token, and the PAN does not stay in the browser's history.
 */
export function FlowAddress({ href }: { href: string }) {
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== href) window.history.replaceState(null, '', href);
  }, [href]);
  return null;
}
