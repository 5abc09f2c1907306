import { SOMETHING_WENT_WRONG } from '@/lib/messages/generic';
// How an upstream failure reaches people: seed 000 section 8. Internals stay in `detail` (for logs).

export const GENERIC_UPSTREAM_MESSAGE = SOMETHING_WENT_WRONG;
/** Seed 002's fallback where a confirmation's answer lacks the number it should carry. */
export const CONFIRMATION_FALLBACK_MESSAGE = 'Something Went Wrong Please Try Again Later.';
export const UPLOAD_TOO_LARGE_MESSAGE =
  'Upload file size too large. Try uploading a smaller file less than 24 MB or change the file format.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export type UpstreamErrorKind =
  | 'timeout' // no answer within the time limit
  | 'network' // connection refused, reset, DNS
  | 'http' // a non-2xx status
  | 'unauthorized' // 401: the token is no longer accepted
  | 'too-large' // 413
  | 'malformed' // the body is not the JSON it should be
  | 'sealed' // the body did not open with our key
  | 'schema' // the answer does not have the declared shape
  | 'business'; // an error code other than 0, with the registrar's message

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: UpstreamErrorKind,
    /** What may be shown to the distributor. */
    readonly userMessage: string,
    readonly detail: { endpoint?: string; status?: number; code?: string; requestId?: string; cause?: string } = {},
  ) {
    super(`${kind}: ${detail.endpoint ?? ''} ${detail.status ?? ''} ${detail.cause ?? userMessage}`.trim());
  }
}

export function upstreamFailure(kind: Exclude<UpstreamErrorKind, 'business'>, detail: UpstreamError['detail']) {
  const message =
    kind === 'too-large' ? UPLOAD_TOO_LARGE_MESSAGE : kind === 'unauthorized' ? SESSION_EXPIRED_MESSAGE : GENERIC_UPSTREAM_MESSAGE;
  return new UpstreamError(kind, message, detail);
}

export function businessFailure(message: string, detail: UpstreamError['detail']) {
  return new UpstreamError('business', message.trim() ? message : GENERIC_UPSTREAM_MESSAGE, detail);
}

/**
 * Failures after which the registrar may or may not have done the work: no answer in time, or one
 * that could not be read. A refusal, or a connection that was never made, leaves nothing done.
 */
export function outcomeUnknown(err: unknown): boolean {
  if (!(err instanceof UpstreamError)) return false;
  if (err.kind === 'http') return (err.detail.status ?? 500) >= 500;
  return err.kind === 'timeout' || err.kind === 'malformed' || err.kind === 'sealed' || err.kind === 'schema';
}
