// The link forms' one way to the BFF: JSON in, and either the answer or the BFF's error shape out.

export type BffResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'Something went wrong ';

export async function callBff<T>(url: string, body?: unknown, signal?: AbortSignal): Promise<BffResult<T>> {
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    json = await res.json().catch(() => null);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, message: FALLBACK, fieldErrors: {} };
  }
  if (res.ok && json !== null) return { ok: true, data: json as T };
  const answer = (json ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
  return { ok: false, message: answer.message || FALLBACK, fieldErrors: answer.fieldErrors ?? {} };
}
