// The transaction screens' one way to the BFF: JSON in, and either the answer or the BFF's error
// shape out. Failures never surface a raw error: the seed's generic message stands in.

export type BffResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

export const FALLBACK_MESSAGE = 'Something went wrong ';

export async function callBff<T>(
  url: string,
  init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<BffResult<T>> {
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    json = await res.json().catch(() => null);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, status: 0, message: FALLBACK_MESSAGE, fieldErrors: {} };
  }
  if (res.ok && json !== null) return { ok: true, data: json as T };
  const answer = (json ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
  return { ok: false, status: res.status, message: answer.message || FALLBACK_MESSAGE, fieldErrors: answer.fieldErrors ?? {} };
}

/** A fresh idempotency key: one per submitted draft, reused by every retry of its confirmation. */
export function newConfirmKey(): string {
  return crypto.randomUUID();
}
