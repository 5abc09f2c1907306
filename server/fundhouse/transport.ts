import { upstreamFailure } from './errors';

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
  fetch?: typeof fetch;
  /** Backoff before the retry, in ms; jittered so many instances do not retry in step. */
  backoff?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const defaultBackoff = () => 150 + Math.floor(Math.random() * 250);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function once(req: TransportRequest, opts: TransportOptions): Promise<TransportResponse> {
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
