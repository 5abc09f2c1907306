// The empanelment forms' one way to the BFF: JSON in, JSON out, and the error shape
// `{ message, fieldErrors? }` when the status is not 2xx.

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'Something went wrong ';

export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: FALLBACK, fieldErrors: {} };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, data: data as T };
  const err = (data ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
  return { ok: false, status: res.status, message: err.message || FALLBACK, fieldErrors: err.fieldErrors ?? {} };
}
