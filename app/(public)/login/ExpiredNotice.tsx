'use client';

import { useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/Alert';

const unchanging = () => () => undefined;
const expiredInAddress = () => new URLSearchParams(window.location.search).get('expired') === '1';

/**
 * The portal sends a distributor here with ?expired=1 when the fund house no longer accepts the session.
 * The page is prerendered, so the address is read in the browser (the prerendered HTML says nothing).
 */
export function ExpiredNotice() {
  const expired = useSyncExternalStore(unchanging, expiredInAddress, () => false);
  if (!expired) return null;
  return (
    <Alert tone="info" className="mt-4">
      Your session has expired. Please sign in again.
    </Alert>
  );
}
