// Reads and writes of the investor screens against the BFF. Failures carry the BFF's message, which is
// already safe to show ('Something went wrong ', the seed's texts); a lost session goes to sign-in.

export const FALLBACK_MESSAGE = 'Something went wrong ';

export class BffError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
  // A full page load, not a client navigation: the proxy must see the request to clear the cookie.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (res.status === 401) window.location.assign('/login?expired=1');
  if (!res.ok || body === null) throw new BffError(res.status, body?.message || FALLBACK_MESSAGE);
  return body;
}

export async function getJson<T>(url: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new BffError(0, FALLBACK_MESSAGE);
  }
  return answer<T>(res);
}

export async function sendJson<T>(url: string, method: 'POST' | 'PUT', body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BffError(0, FALLBACK_MESSAGE);
  }
  return answer<T>(res);
}

export const investorApi = (pan: string, rest = '') => `/api/investors/${encodeURIComponent(pan)}${rest}`;
