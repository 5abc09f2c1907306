// The upload pages' one way to the BFF: XMLHttpRequest rather than fetch, because only it reports how
// much of the request body has been sent, which the progress bar shows.

export type UploadResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

const FALLBACK = 'Something went wrong ';

export function postUpload<T>(url: string, body: FormData, idempotencyKey: string, onProgress: (percent: number) => void): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled as a failure below
      }
      if (xhr.status >= 200 && xhr.status < 300 && json !== null) return resolve({ ok: true, data: json as T });
      const answer = (json ?? {}) as { message?: string; fieldErrors?: Record<string, string> };
      resolve({ ok: false, status: xhr.status, message: answer.message || FALLBACK, fieldErrors: answer.fieldErrors ?? {} });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: FALLBACK, fieldErrors: {} });
    xhr.send(body);
  });
}
