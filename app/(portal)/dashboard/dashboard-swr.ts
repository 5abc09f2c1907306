import type { SWRConfiguration } from 'swr';

// The dashboard's figures change when the investor acts, not while the page is open: read once per
// visit, no refetch on focus. A failure is shown with a Try again button instead of silent retries,
// so the distributor knows the figures on screen are missing rather than stale.
export const DASHBOARD_SWR: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
