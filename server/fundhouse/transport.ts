import { randomUUID } from 'node:crypto';
import { upstreamFailure } from './errors';
import { keepAliveRequest } from './keep-alive';
import { encodeMultipart, type FilePartHead } from './multipart';

// HTTP to the fund house: a time limit on every call, one retry for a GET that failed in a way
// a second try can fix, never a retry for a POST (it may already have created something).

export interface TransportRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
  endpoint: string;
  requestId: string;
}

export interface TransportResponse {
  status: number;
  text: string;
  date: string | null;
}

export interface TransportOptions {
  timeoutMs: number;
  /** A fetch to use instead of the keep-alive client (node:http on pooled connections). */
  fetch?: typeof fetch;
  /** Backoff before the retry, in ms; jittered so many instances do not retry in step. */
  backoff?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const defaultBackoff = () => 150 + Math.floor(Math.random() * 250);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const failureKind = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
};

async function once(req: TransportRequest, opts: TransportOptions): Promise<TransportResponse> {
  if (!opts.fetch && typeof req.body !== 'object') {
    try {
      return await keepAliveRequest(req.url, { method: req.method, headers: req.headers, body: req.body, timeoutMs: opts.timeoutMs });
    } catch (err) {
      throw upstreamFailure(failureKind(err), { endpoint: req.endpoint, requestId: req.requestId, cause: String((err as Error).message ?? err) });
    }
  }
  const doFetch = opts.fetch ?? fetch;
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let res: Response;
  try {
    res = await doFetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal, cache: 'no-store' });
  } catch (err) {
    const name = (err as { name?: string }).name;
    const detail = { endpoint: req.endpoint, requestId: req.requestId, cause: String((err as Error).message ?? err) };
    throw upstreamFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', detail);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    const name = (err as { name?: string }).name;
    const detail = { endpoint: req.endpoint, requestId: req.requestId, status: res.status, cause: 'body read failed' };
    throw upstreamFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', detail);
  }
  return { status: res.status, text, date: res.headers.get('date') };
}

export async function send(req: TransportRequest, opts: TransportOptions): Promise<TransportResponse> {
  const canRetry = req.method === 'GET';
  let first: TransportResponse;
  try {
    first = await once(req, opts);
    if (!canRetry || !RETRYABLE_STATUS.has(first.status)) return first;
  } catch (err) {
    if (!canRetry || (err as { kind?: string }).kind !== 'network') throw err;
  }
  await (opts.sleep ?? defaultSleep)((opts.backoff ?? defaultBackoff)());
  return once(req, opts);
}

// Uploads: multipart with the sealed fields beside the file (docs/upstream-protocol.md). The file is
// streamed through as it arrives, counted on the way; past the limit the call is abandoned (413).

export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  endpoint: string;
  requestId: string;
  /** Text parts sent before the file (the sealed payload). */
  fields: Record<string, string>;
  file: FilePartHead & { body: AsyncIterable<Uint8Array> };
  /** More file bytes than this abort the upload with the 'too-large' failure. */
  maxFileBytes: number;
}

class FileTooLarge extends Error {}

async function* counted(source: AsyncIterable<Uint8Array>, max: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    // Leaving the loop also stops the source, so nothing more is read from the browser either.
    if (total > max) throw new FileTooLarge();
    yield chunk;
  }
}

/** One upload; never retried (the file stream cannot be replayed, and it may have created a request). */
export async function sendUpload(req: UploadRequest, opts: TransportOptions): Promise<TransportResponse> {
  const doFetch = opts.fetch ?? fetch;
  const boundary = `fundhouse-${randomUUID()}`;
  const source = encodeMultipart(boundary, req.fields, req.file, counted(req.file.body, req.maxFileBytes))[Symbol.asyncIterator]();
  let tooLarge = false;
  // highWaterMark 0: a chunk is pulled only when the socket wants one, so nothing piles up in memory.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await source.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (err) {
          if (err instanceof FileTooLarge) tooLarge = true;
          controller.error(err);
        }
      },
      cancel() {
        void source.return(undefined).catch(() => undefined);
      },
    },
    { highWaterMark: 0 },
  );
  const detail = { endpoint: req.endpoint, requestId: req.requestId };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const headers = { ...req.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
  const init = { method: 'POST', headers, body, signal, cache: 'no-store', duplex: 'half' } as RequestInit;
  let res: Response;
  try {
    res = await doFetch(req.url, init);
  } catch (err) {
    if (tooLarge) throw upstreamFailure('too-large', { ...detail, cause: `file over ${req.maxFileBytes} bytes` });
    const name = (err as { name?: string }).name;
    throw upstreamFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', {
      ...detail,
      cause: String((err as Error).message ?? err),
    });
  }
  try {
    return { status: res.status, text: await res.text(), date: res.headers.get('date') };
  } catch (err) {
    const name = (err as { name?: string }).name;
    const cause = { ...detail, status: res.status, cause: 'body read failed' };
    throw upstreamFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', cause);
  } finally {
    // An early answer (a 413, a refusal) may come while the file is still arriving: stop reading it.
    void source.return(undefined).catch(() => undefined);
  }
}
