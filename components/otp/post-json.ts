// The sign-up and recovery forms' one way to the BFF: POST JSON, get the answer or the BFF's error shape.

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'Something went wrong ';

export async function postJson<T>(url: string, body: unknown = {}): Promise<PostResult<T>> {
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    json = await res.json().catch(() => null);
  } catch {
    return { ok: false, status: 0, message: FALLBACK, fieldErrors: {} };
  }
  if (res.ok && json !== null) return { ok: true, data: json as T };
  const answer = (json ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
  return { ok: false, status: res.status, message: answer.message || FALLBACK, fieldErrors: answer.fieldErrors ?? {} };
}
