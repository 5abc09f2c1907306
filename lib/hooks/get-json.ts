'use client';

// How the portal's pages read the BFF: JSON in, the BFF's own message (already safe to show) out
// on failure, and a sign-in again when the session is gone.

const FALLBACK = 'Something went wrong ';

/** A failed BFF read, carrying the BFF's message. */
export class BffError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function getJson<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new BffError(0, FALLBACK);
  }
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  if (res.status === 401) {
    // A full page load on purpose: the proxy clears the stale cookie on the way to the login page.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/login?expired=1');
  }
  if (!res.ok || body === null) throw new BffError(res.status, body?.message || FALLBACK);
  return body;
}
