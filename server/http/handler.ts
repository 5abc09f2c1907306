import 'server-only';
import { NextResponse } from 'next/server';
import { ZodError } from 'zod';
import { allowedForFlag, NOT_FOR_FLAG_MESSAGE } from '@/lib/routes';
import { GENERIC_UPSTREAM_MESSAGE, UpstreamError } from '../fundhouse/errors';
import { readSessionClaims, type DistributorAuth } from '../auth/session';
import { toPortalSession } from '../auth/token';

/** The one shape in which errors leave the BFF (ARCHITECTURE.md rule 3). */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(readonly status: number, readonly body: ErrorBody) {
    super(body.message);
  }
}

const UPSTREAM_STATUS: Record<UpstreamError['kind'], number> = {
  unauthorized: 401, 'too-large': 413, business: 422, timeout: 504,
  network: 502, http: 502, malformed: 502, sealed: 502, schema: 502,
};

export function errorResponse(err: unknown): NextResponse<ErrorBody> {
  if (err instanceof HttpError) return NextResponse.json(err.body, { status: err.status });
  if (err instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of err.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
    return NextResponse.json({ message: 'Please correct the highlighted fields.', fieldErrors }, { status: 400 });
  }
  if (err instanceof UpstreamError) {
    if (err.kind !== 'business') console.error(JSON.stringify({ at: new Date().toISOString(), upstreamError: err.message, ...err.detail }));
    return NextResponse.json({ message: err.userMessage }, { status: UPSTREAM_STATUS[err.kind] });
  }
  // Anything else is a bug: log it here, show the generic text, never the raw message.
  console.error(err);
  return NextResponse.json({ message: GENERIC_UPSTREAM_MESSAGE }, { status: 500 });
}

function sameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (!origin) return true; // same-origin fetches from older browsers omit it; SameSite=Lax covers those
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

type Ctx<P> = { params: Promise<P> };

/** Wraps a route handler: origin check for writes, session check, and error mapping, once. */
export function withSession<T, P = Record<string, string>>(
  fn: (req: Request, auth: DistributorAuth, params: P) => Promise<T>,
) {
  return async (req: Request, ctx: Ctx<P>): Promise<NextResponse> => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req)) {
        throw new HttpError(403, { message: 'Request refused.' });
      }
      const claims = await readSessionClaims();
      if (!claims) throw new HttpError(401, { message: 'Your session has expired. Please sign in again.' });
      // The proxy applies the transaction-enable flag too; this is the check that cannot be bypassed.
      if (!allowedForFlag(new URL(req.url).pathname, claims.flag)) throw new HttpError(403, { message: NOT_FOR_FLAG_MESSAGE });
      const result = await fn(req, { session: toPortalSession(claims), token: claims.ut }, await ctx.params);
      return result instanceof NextResponse ? result : NextResponse.json(result);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

export async function readJson(req: Request): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new HttpError(400, { message: 'The request could not be read.' });
  }
}

/** Wraps a handler of the public flows (sign-up, recovery, empanelment, link generators): no session. */
export function withPublic<T, P = Record<string, string>>(fn: (req: Request, params: P) => Promise<T>) {
  return async (req: Request, ctx: Ctx<P>): Promise<NextResponse> => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD' && !sameOrigin(req)) {
        throw new HttpError(403, { message: 'Request refused.' });
      }
      const result = await fn(req, await ctx.params);
      return result instanceof NextResponse ? result : NextResponse.json(result);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
