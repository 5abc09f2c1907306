import { SOMETHING_WENT_WRONG } from '@/lib/messages/generic';
import type { FixLink } from '@/lib/transactions/problem-fixes';

// The browser's one way to the BFF. Every call comes back as a value, never a thrown error: either the
// answer, or the BFF's error shape with a message that is safe to show (the seed's generic text stands in
// for anything else). A lost session sends the person to sign in and back to where they were.

/** `fix`: beside a registrar's refusal, where the distributor fixes it (the BFF's link, never one the browser composes). */
export type BffFailure = { ok: false; status: number; message: string; fieldErrors: Record<string, string>; fix?: FixLink };
export type BffResult<T> = { ok: true; data: T } | BffFailure;

const isFixLink = (x: unknown): x is FixLink =>
  !!x && typeof x === 'object' && typeof (x as FixLink).label === 'string' && ((x as FixLink).href === undefined || (typeof (x as FixLink).href === 'string' && (x as FixLink).href!.startsWith('/')));

export const FALLBACK_MESSAGE = SOMETHING_WENT_WRONG;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface BffInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData body goes as it is (uploads). */
  body?: unknown;
  /** Makes the call safe to repeat: the BFF runs the first call with a key once and replays its answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Public pages have no session to lose: a 401 there is an answer like any other. */
  public?: boolean;
}

/** A failed read for SWR and other throwing callers; carries the safe message. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A fresh idempotency key: one per submitted draft, reused by every retry of it. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export function signInAgain(): void {
  const from = `${window.location.pathname}${window.location.search}`;
  // A full page load on purpose: the proxy must see the request to clear the stale cookie.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`/login?expired=1&from=${encodeURIComponent(from)}`);
}

/** Reads the BFF's answer (or error shape) out of a status and a body text. */
export function toResult<T>(status: number, text: string, isPublic = false): BffResult<T> {
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (a proxy's error page): a failure with the generic message
  }
  if (status === 401 && !isPublic && typeof window !== 'undefined') signInAgain();
  if (status >= 200 && status < 300 && json !== null) return { ok: true, data: json as T };
  const answer = (json && typeof json === 'object' ? json : {}) as { message?: unknown; fieldErrors?: unknown; fix?: unknown };
  return {
    ok: false,
    status,
    message: typeof answer.message === 'string' && answer.message ? answer.message : FALLBACK_MESSAGE,
    fieldErrors: answer.fieldErrors && typeof answer.fieldErrors === 'object' ? (answer.fieldErrors as Record<string, string>) : {},
    ...(isFixLink(answer.fix) ? { fix: answer.fix } : {}),
  };
}

export async function bff<T>(url: string, init: BffInit = {}): Promise<BffResult<T>> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers[IDEMPOTENCY_HEADER] = init.idempotencyKey;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      signal: init.signal,
    });
    text = await res.text();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, status: 0, message: FALLBACK_MESSAGE, fieldErrors: {} };
  }
  return toResult<T>(res.status, text, init.public);
}

/** A file the BFF makes (an export): the bytes and the name it gives them, or the usual failure. */
export async function bffFile(url: string, body: unknown): Promise<BffResult<{ blob: Blob; name: string }>> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.ok) {
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
      return { ok: true, data: { blob: await res.blob(), name } };
    }
    return toResult(res.status, await res.text());
  } catch {
    return { ok: false, status: 0, message: FALLBACK_MESSAGE, fieldErrors: {} };
  }
}

/** For SWR fetchers and other callers that want the data or a thrown BffError. */
export async function bffData<T>(url: string, init: BffInit = {}): Promise<T> {
  const result = await bff<T>(url, init);
  if (!result.ok) throw new BffError(result.status, result.message, result.fieldErrors);
  return result.data;
}

/**
 * An upload with progress: XMLHttpRequest, because only it reports how much of the body has been sent.
 * The answer is read exactly as `bff` reads one.
 */
export function bffUpload<T>(url: string, body: FormData, idempotencyKey: string, onProgress: (percent: number) => void): Promise<BffResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve(toResult<T>(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, status: 0, message: FALLBACK_MESSAGE, fieldErrors: {} });
    xhr.send(body);
  });
}
