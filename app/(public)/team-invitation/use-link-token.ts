'use client';

import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

function fragment(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * The invitation's token, from the link's fragment (lib/api/team.ts, TEAM_INVITATION_PAGE): undefined
 * until the page runs in the browser (the server never sees a fragment), '' when the address has none.
 */
export function useLinkToken(): string | undefined {
  return useSyncExternalStore(subscribe, fragment, () => undefined);
}
